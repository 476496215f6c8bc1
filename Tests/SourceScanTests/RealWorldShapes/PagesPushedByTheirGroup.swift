import SwiftUI

enum TourPage { case welcome, sync, done }

struct Tour: View {
    @Namespace private var tour
    @State private var page = TourPage.welcome

    var body: some View {
        VStack {
            Group {
                switch page {
                case .welcome: Text("Welcome")
                case .sync: Text("Sync your library")
                case .done: Text("All set")
                }
            }
            .transition(.push(from: .trailing))
            if page == .done {
                Button("Start") {}
                    .matchedGeometryEffect(id: "button", in: tour)
            } else {
                Button("Next") { page = page == .welcome ? .sync : .done }
                    .matchedGeometryEffect(id: "button", in: tour)
            }
        }
        .animation(.smooth, value: page)
    }
}
