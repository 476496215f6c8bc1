@testable import SourceScan
import Testing

/// A multiplatform file compiles other code for the Mac: herocat reads it a second time as a
/// macOS build does, and says so of what only that reading finds.
@Suite struct PlatformBuildTests {
    /// A detail opened over a list, with a backdrop in the Mac's branch only.
    static func courses(iOS: String, macOS: String) -> String {
        """
        import SwiftUI
        struct Courses: View {
            @Namespace private var ns
            @State private var open = false
            var body: some View {
                ZStack {
                    Image("cover").matchedGeometryEffect(id: "cover", in: ns, isSource: !open)
                        .frame(width: 80, height: 80)
                        .onTapGesture { withAnimation(.smooth) { open = true } }
                    #if os(iOS)
                    \(iOS)
                    #else
                    \(macOS)
                    #endif
                }
            }
            @ViewBuilder var detail: some View {
                if open {
                    Image("cover").matchedGeometryEffect(id: "cover", in: ns)
                        .frame(width: 300, height: 300)
                }
            }
        }
        """
    }

    static let backdrop = "detail.background(Color.black.opacity(0.3).ignoresSafeArea())"

    @Test func aMacOnlyBranchIsReadAsTheMacBuildsIt() {
        let result = SourceScanner().scan(source: Self.courses(iOS: "detail", macOS: Self.backdrop), path: "Courses.swift")
        let fades = result.findings("undelayed_fade")
        #expect(fades.map(\.line) == [13], "\(result.listing)")
        #expect(fades.first?.message.hasSuffix("(in the macOS build of this file)") == true, "\(fades.first?.message ?? "")")
    }

    /// The same problem in both branches is two places to fix: the iOS one is worded as always.
    @Test func bothBranchesAreReportedEachAtItsOwnLine() {
        let result = SourceScanner().scan(source: Self.courses(iOS: Self.backdrop, macOS: Self.backdrop), path: "Courses.swift")
        let fades = result.findings("undelayed_fade")
        #expect(fades.map(\.line) == [11, 13], "\(result.listing)")
        #expect(fades.first?.message.contains("macOS") == false)
        #expect(fades.last?.message.hasSuffix("(in the macOS build of this file)") == true)
    }

    /// Code both builds compile gives one finding, as the iOS reading words it.
    @Test func codeBothBuildsCompileIsReportedOnce() {
        let source = Self.courses(iOS: "detail.navigationBarHidden(true)", macOS: "detail")
            .replacingOccurrences(of: "                .frame(width: 300, height: 300)", with: "                .frame(width: 300, height: 300)\n            Text(\"Lessons\")")
        let result = SourceScanner().scan(source: source, path: "Courses.swift")
        let fades = result.findings("undelayed_fade")
        #expect(fades.count == 1, "\(result.listing)")
        #expect(fades.first?.message.contains("macOS") == false, "\(result.listing)")
    }

    /// An animation only the iOS build attaches leaves the Mac's state change a hard cut.
    @Test func anAnimationOnlyIOSAttachesLeavesTheMacUnanimated() {
        let source = """
            import SwiftUI
            struct Toggle: View {
                @Namespace private var ns
                @State private var vertical = false
                var body: some View {
                    Group {
                        if vertical {
                            VStack { Circle().matchedGeometryEffect(id: "dot", in: ns) }
                        } else {
                            HStack { Circle().matchedGeometryEffect(id: "dot", in: ns) }
                        }
                    }
                    #if os(iOS)
                    .animation(.smooth, value: vertical)
                    #endif
                    .onTapGesture { vertical.toggle() }
                }
            }
            """
        let result = SourceScanner().scan(source: source, path: "Toggle.swift")
        let cuts = result.findings("missing_animation")
        #expect(cuts.count == 1, "\(result.listing)")
        #expect(cuts.first?.message.hasSuffix("(in the macOS build of this file)") == true, "\(cuts.first?.message ?? "")")
    }

    /// A clause both builds decide alike (`#if DEBUG`, off in both: its `#else` compiles) is read
    /// the same way in both: what it gives is reported, and none of it as the Mac's alone.
    @Test func aClauseBothBuildsDecideAlikeIsNotTheMacs() {
        let source = Self.courses(iOS: "detail", macOS: Self.backdrop).replacingOccurrences(of: "#if os(iOS)", with: "#if DEBUG")
        let result = SourceScanner().scan(source: source, path: "Courses.swift")
        #expect(!result.findings.isEmpty, "\(result.listing)")
        #expect(!result.findings.contains { $0.message.contains("macOS") }, "\(result.listing)")
    }

    /// Clauses that differ only in code herocat reads no facts from (`import AppKit`) make no
    /// second reading; a clause that shows other views does.
    @Test func onlyAClauseWithOtherFactsMakesASecondReading() {
        func hasMacOSReading(_ source: String) -> Bool? {
            guard case .facts(_, let macOS) = FileExtractor.extractNow(bytes: Array(source.utf8), path: "Courses.swift", index: 0) else { return nil }
            return macOS != nil
        }
        let imports = """
            #if os(iOS)
            import UIKit
            #else
            import AppKit
            #endif
            import SwiftUI
            struct Cover: View {
                @Namespace private var ns
                var body: some View { Image("cover").matchedGeometryEffect(id: "cover", in: ns) }
            }
            """
        #expect(hasMacOSReading(imports) == false)
        #expect(hasMacOSReading(Self.courses(iOS: "detail", macOS: Self.backdrop)) == true)
    }
}
