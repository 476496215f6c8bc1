import SwiftUI

struct Pass: Identifiable {
    let id: Int
    let logoID: String
}

struct PassWallet: View {
    @Namespace private var logo
    @State private var opened: Pass?
    @State private var showingPass = false
    let passes: [Pass] = []

    var body: some View {
        ScrollView {
            ForEach(passes) { pass in
                passCard(pass)
                    .onTapGesture {
                        withAnimation(.smooth) {
                            opened = pass
                            showingPass = true
                        }
                    }
            }
        }
    }

    @ViewBuilder
    func passCard(_ pass: Pass) -> some View {
        VStack {
            if !showingPass {
                logoMark(pass.logoID, height: 20)
            }
            ZStack {
                if showingPass {
                    logoMark(pass.logoID, height: 10)
                }
                if showingPass {
                    Button("Back") {
                        withAnimation(.smooth) { showingPass = false }
                    }
                }
            }
        }
    }

    func logoMark(_ id: String, height: CGFloat) -> some View {
        Image(systemName: "creditcard")
            .matchedGeometryEffect(id: id, in: logo)
            .frame(height: height)
    }
}
