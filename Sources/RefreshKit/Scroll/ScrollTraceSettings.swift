public import Foundation

/// The settings of a ``ScrollModel`` that change what it does with the same inputs, as a
/// ``ScrollTrace`` keeps them from the start of its recording: paging, bouncing, the
/// deceleration rate and the data count.
///
/// Changes during the recording are inputs of their own; these are the values they start from.
public struct ScrollTraceSettings: Hashable, Sendable, Codable {
  /// ``ScrollModel/isPagingEnabled``.
  public var isPagingEnabled: Bool
  /// ``ScrollModel/bounces``.
  public var bounces: Bool
  /// ``ScrollModel/alwaysBounceVertical``.
  public var alwaysBounceVertical: Bool
  /// ``ScrollModel/alwaysBounceHorizontal``.
  public var alwaysBounceHorizontal: Bool
  /// ``ScrollModel/decelerationRate``.
  public var decelerationRate: CGFloat
  /// ``ScrollModel/totalDataCount``.
  public var totalDataCount: Int

  /// The settings of `scrollModel` as they are now.
  ///
  /// - Parameter scrollModel: The scroll model to read.
  @MainActor
  public init(_ scrollModel: ScrollModel) {
    self.isPagingEnabled = scrollModel.isPagingEnabled
    self.bounces = scrollModel.bounces
    self.alwaysBounceVertical = scrollModel.alwaysBounceVertical
    self.alwaysBounceHorizontal = scrollModel.alwaysBounceHorizontal
    self.decelerationRate = scrollModel.decelerationRate
    self.totalDataCount = scrollModel.totalDataCount
  }

  /// Gives `scrollModel` these settings.
  ///
  /// - Parameter scrollModel: The scroll model to set up.
  @MainActor
  public func apply(to scrollModel: ScrollModel) {
    scrollModel.isPagingEnabled = self.isPagingEnabled
    scrollModel.bounces = self.bounces
    scrollModel.alwaysBounceVertical = self.alwaysBounceVertical
    scrollModel.alwaysBounceHorizontal = self.alwaysBounceHorizontal
    scrollModel.decelerationRate = self.decelerationRate
    scrollModel.totalDataCount = self.totalDataCount
  }
}
