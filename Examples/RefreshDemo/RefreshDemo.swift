import RefreshKit

@main
struct RefreshDemo {
  static func main() {
    print(Observable(1))
  }
}
