import SwiftUI
import Combine

struct TimerDriven: View {
    @Namespace private var ns
    @State private var expanded = false

    var body: some View {
        ZStack {
            if expanded {
                Rectangle().matchedGeometryEffect(id: "box", in: ns)
            } else {
                Circle().matchedGeometryEffect(id: "box", in: ns)
            }
        }
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
                withAnimation(.spring()) { self.expanded.toggle() }
            }
        }
    }
}

struct TaskDriven: View {
    @Namespace private var ns
    @State private var shown = false

    var body: some View {
        ZStack {
            if shown {
                Rectangle().matchedGeometryEffect(id: "box", in: ns)
            } else {
                Circle().matchedGeometryEffect(id: "box", in: ns)
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(1))
            withAnimation { shown = true }
        }
    }
}

struct HelperDriven: View {
    @Namespace private var ns
    @State private var open = false

    var body: some View {
        VStack {
            if open {
                Rectangle().matchedGeometryEffect(id: "box", in: ns)
            } else {
                Circle().matchedGeometryEffect(id: "box", in: ns)
            }
            toggleButton()
        }
    }

    func toggleButton() -> some View {
        Button("Toggle") { flip() }
    }

    private func flip() {
        withAnimation(.snappy) { open.toggle() }
    }
}

struct ReceiveDriven: View {
    @Namespace private var ns
    @State private var live = false
    let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        ZStack {
            if live {
                Rectangle().matchedGeometryEffect(id: "dot", in: ns)
            } else {
                Circle().matchedGeometryEffect(id: "dot", in: ns)
            }
        }
        .onReceive(ticks) { _ in withAnimation { live.toggle() } }
    }
}

struct NeverAnimated: View {
    @Namespace private var ns
    @State private var open = false

    var body: some View {
        ZStack {
            if open {
                Rectangle().matchedGeometryEffect(id: "box", in: ns)
            } else {
                Circle().matchedGeometryEffect(id: "box", in: ns)
            }
        }
        .onTapGesture {
            if open == false { open = true } else { open = false }
        }
    }
}
