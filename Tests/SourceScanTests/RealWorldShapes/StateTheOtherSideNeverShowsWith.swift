import SwiftUI

/// A clipboard checker: the logo moves from the start screen to the results when the checker
/// is done. Showing the history (`showHistory`, animated) slides a list in beside the start
/// screen's logo, but the results' logo also needs `checker.done`, which the start screen never
/// shows with: the history's change moves no logo, so its slide is no content of a morph.
struct ClipboardChecker: View {
    @EnvironmentObject private var checker: Checker
    @Namespace private var ns
    @State private var showHistory = false

    var body: some View {
        ZStack {
            VStack {
                HStack {
                    Spacer()
                    if checker.hasHistory {
                        Button {
                            withAnimation { showHistory.toggle() }
                        } label: {
                            Image(systemName: "clock")
                                .matchedGeometryEffect(id: "badge", in: ns)
                        }
                    }
                }
                Spacer()
            }
            if !checker.done {
                VStack {
                    Image(systemName: "doc.on.clipboard")
                        .resizable()
                        .frame(width: 120, height: 120)
                        .matchedGeometryEffect(id: "logo", in: ns)
                    Spacer()
                    if showHistory {
                        CheckHistory(entries: checker.history)
                            .transition(.move(edge: .trailing))
                    }
                }
                .padding(.top, showHistory ? 40 : 150)
            }
            if !showHistory {
                VStack {
                    if checker.done {
                        Image(systemName: "doc.on.clipboard")
                            .resizable()
                            .frame(width: 48, height: 48)
                            .matchedGeometryEffect(id: "logo", in: ns)
                    }
                    if checker.done {
                        Button("Copy the clean text") { checker.copy() }
                            .matchedGeometryEffect(id: "action", in: ns)
                    }
                }
            }
        }
    }
}

struct CheckHistory: View {
    let entries: [String]
    var body: some View { List(entries, id: \.self) { Text($0) } }
}

final class Checker: ObservableObject {
    @Published var done = false
    @Published var hasHistory = false
    @Published var history: [String] = []
    func copy() {}
}
