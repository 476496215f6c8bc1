import SwiftUI

enum ShelfRoute: Hashable {
    case list
    case detail(String)
}

/// Two tabs, each a stack of screens kept by a router; both tabs' rows build ids from
/// their own names with one template, so the ids never coincide between the tabs.
struct ShelfTabs: View {
    @Namespace private var shelf
    @State private var books: [ShelfRoute] = [.list]
    @State private var records: [ShelfRoute] = [.list]

    var body: some View {
        ZStack {
            ZStack {
                ForEach(books, id: \.self) { route in
                    switch route {
                    case .list:
                        BookShelfList(shelf: shelf, route: $books)
                    case .detail(let title):
                        BookShelfDetail(title: title, shelf: shelf)
                    }
                }
            }
            ZStack {
                ForEach(records, id: \.self) { route in
                    switch route {
                    case .list:
                        RecordShelfRow(title: "Record 1", shelf: shelf)
                    case .detail:
                        Color.clear
                    }
                }
            }
        }
    }
}

struct BookShelfList: View {
    var shelf: Namespace.ID
    @Binding var route: [ShelfRoute]
    let titles = ["Book 1", "Book 2"]

    var body: some View {
        VStack {
            ForEach(titles, id: \.self) { title in
                BookRow(title: title, shelf: shelf)
                    .onTapGesture { withAnimation { route.append(.detail(title)) } }
            }
        }
    }
}

struct BookRow: View {
    let title: String
    var shelf: Namespace.ID

    var body: some View {
        Text(title)
            .font(.title)
            .matchedGeometryEffect(id: "\(title)-label", in: shelf)
    }
}

struct BookShelfDetail: View {
    let title: String
    var shelf: Namespace.ID

    var body: some View {
        ScrollView {
            Text(title).font(.largeTitle).matchedGeometryEffect(id: "\(title)-label", in: shelf)
            Text("Chapters").padding(.top)
        }
    }
}

/// The second tab's row, `.body`, never morphs into the first tab's detail.
struct RecordShelfRow: View {
    let title: String
    var shelf: Namespace.ID

    var body: some View {
        HStack {
            Image(systemName: "opticaldisc")
            Text(title).font(.body).matchedGeometryEffect(id: "\(title)-label", in: shelf)
        }
    }
}
