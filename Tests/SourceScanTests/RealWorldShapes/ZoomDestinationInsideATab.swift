import SwiftUI

// An iOS 18 `Tab` holds its page as SwiftUI lays it out: the sheet on the photos page zooms
// from "filters", and nothing in the namespace is that source.
struct Library: View {
    @Namespace private var zoom
    @State private var showsFilters = false

    var body: some View {
        TabView {
            Tab("Photos", systemImage: "photo") {
                ScrollView {
                    Text("Photos")
                }
                .sheet(isPresented: $showsFilters) {
                    Text("Filters")
                        .navigationTransition(.zoom(sourceID: "filters", in: zoom))
                }
            }
            Tab("Albums", systemImage: "rectangle.stack") {
                Button("Filters") { showsFilters = true }
            }
        }
    }
}
