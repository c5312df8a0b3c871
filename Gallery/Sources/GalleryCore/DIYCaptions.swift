public import RefreshKit

/// What the DIY components say, in each of the gallery's languages.
///
/// MJRefresh's example app writes them in Chinese only (`赶紧下拉吖(开关是打酱油滴)` and so on,
/// every one ending "(the switch is just for show)" about a switch the gallery does not draw); the
/// gallery says the same without the aside, in the language its picker shows.
public struct DIYCaptions: Equatable, Sendable {
  /// The caption of an idle header: "pull down, quick".
  public var pullDown: String
  /// The caption of an idle footer: "pull up, quick".
  public var pullUp: String
  /// The caption past the trigger: "let go of me".
  public var letGo: String
  /// The caption while loading.
  public var loadingData: String
  /// The caption with no more data.
  public var noMoreData: String

  /// The captions in `language`.
  ///
  /// - Parameter language: One of RefreshKit's languages.
  /// - Returns: Its captions.
  public static func `in`(_ language: RefreshLanguage) -> DIYCaptions {
    switch language {
    case .english:
      .init(
        "Pull down, quick!", "Pull up, quick!", "Let go of me!", "Loading data…", "No more data")
    case .simplifiedChinese:
      .init("赶紧下拉吖", "赶紧上拉吖", "赶紧放开我吧", "加载数据中", "木有数据了")
    case .traditionalChinese:
      .init("趕緊下拉吖", "趕緊上拉吖", "趕緊放開我吧", "載入資料中", "木有資料了")
    case .korean:
      .init("어서 아래로 당겨요", "어서 위로 당겨요", "이제 놓아 주세요", "데이터 불러오는 중", "데이터가 더 없어요")
    case .russian:
      .init(
        "Тяните вниз, скорее!", "Тяните вверх, скорее!", "Отпустите меня!", "Загружаем данные…",
        "Данных больше нет")
    case .ukrainian:
      .init(
        "Тягніть униз, швидше!", "Тягніть угору, швидше!", "Відпустіть мене!",
        "Завантажуємо дані…", "Даних більше немає")
    case .japanese:
      .init("早く下に引っ張って", "早く上に引っ張って", "早く離して", "データ読み込み中", "データはもうないよ")
    case .german:
      .init(
        "Schnell nach unten ziehen!", "Schnell nach oben ziehen!", "Lass mich los!",
        "Daten werden geladen…", "Keine Daten mehr")
    case .french:
      .init(
        "Tirez vite vers le bas !", "Tirez vite vers le haut !", "Lâchez-moi !",
        "Chargement des données…", "Plus de données")
    case .spanish:
      .init(
        "¡Tira hacia abajo, rápido!", "¡Tira hacia arriba, rápido!", "¡Suéltame ya!",
        "Cargando datos…", "No hay más datos")
    case .brazilianPortuguese:
      .init(
        "Puxe para baixo, rápido!", "Puxe para cima, rápido!", "Me solta!", "Carregando dados…",
        "Não há mais dados")
    case .italian:
      .init(
        "Tira giù, presto!", "Tira su, presto!", "Lasciami andare!", "Caricamento dati…",
        "Nessun altro dato")
    case .arabic:
      .init(
        "اسحب للأسفل بسرعة!", "اسحب للأعلى بسرعة!", "اتركني الآن!", "جارٍ تحميل البيانات…",
        "لا مزيد من البيانات")
    }
  }

  private init(
    _ pullDown: String, _ pullUp: String, _ letGo: String, _ loadingData: String,
    _ noMoreData: String
  ) {
    self.pullDown = pullDown
    self.pullUp = pullUp
    self.letGo = letGo
    self.loadingData = loadingData
    self.noMoreData = noMoreData
  }
}
