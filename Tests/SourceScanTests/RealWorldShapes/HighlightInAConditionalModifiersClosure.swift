import SwiftUI

extension View {
    @ViewBuilder func `if`<A: View, B: View>(_ condition: Bool, _ then: (Self) -> A, else otherwise: (Self) -> B) -> some View {
        if condition { then(self) } else { otherwise(self) }
    }
}

enum Filter: String, CaseIterable {
    case all, unread, flagged
}

struct FilterBar: View {
    @Namespace private var pill
    @State private var filter = Filter.all

    var body: some View {
        HStack {
            ForEach(Filter.allCases, id: \.self) { option in
                FilterChip(option: option, filter: $filter, pill: pill)
            }
        }
    }
}

struct FilterChip: View {
    let option: Filter
    @Binding var filter: Filter
    let pill: Namespace.ID

    var body: some View {
        Button {
            withAnimation(.snappy) { filter = option }
        } label: {
            Text(option.rawValue.capitalized)
                .padding(.horizontal, 10)
                .if(filter == option) {
                    $0.background {
                        Capsule()
                            .fill(.tint)
                            .matchedGeometryEffect(id: "pill", in: pill)
                    }
                } else: {
                    $0.background { Capsule().fill(.quaternary) }
                }
        }
    }
}
