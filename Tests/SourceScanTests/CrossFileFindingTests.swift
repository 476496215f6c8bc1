import SourceScan
import Testing

/// A finding established from another file says so: alone, the file gives none of it.
@Suite struct CrossFileFindingTests {
    /// The owner shows the overview always and the detail in a branch; the same child view
    /// (written in Overview.swift) is used by both, the second time from Detail.swift.
    static let owner = SourceInput(path: "Screen.swift", text: """
        import SwiftUI
        struct Screen: View {
            @Namespace private var space
            @State private var open = false
            var body: some View {
                ZStack {
                    Badge(space: space)
                    if open { Detail(space: space) }
                }
                .animation(.smooth, value: open)
            }
        }
        """)
    static let overview = SourceInput(path: "Overview.swift", text: """
        import SwiftUI
        struct Badge: View {
            let space: Namespace.ID
            var body: some View {
                Circle().matchedGeometryEffect(id: "badge", in: space)
            }
        }
        """)
    static let detail = SourceInput(path: "Detail.swift", text: """
        import SwiftUI
        struct Detail: View {
            let space: Namespace.ID
            var body: some View {
                Badge(space: space)
            }
        }
        """)

    @Test func aViewReachedThroughAnotherFileNamesIt() throws {
        let together = SourceScanner().scan(sources: [Self.owner, Self.overview, Self.detail])
        let finding = try #require(together.findings.first { $0.rule == "multiple_sources" })
        #expect(finding.file == "Overview.swift")
        #expect(finding.message.hasSuffix("(needs Screen.swift, Detail.swift: namespace space of Screen is read there)"), "\(finding.message)")
        #expect(SourceScanner().scan(sources: [Self.overview]).findings.isEmpty)
    }

    /// A ViewModifier of the app's own, applied through a View extension in another file,
    /// puts the matched views there: the finding names that file; alone, the views are unseen.
    @Test func aModifierDefinedInAnotherFileIsNamed() throws {
        let modifiers = SourceInput(path: "Hero.swift", text: """
            import SwiftUI
            struct HeroSource: ViewModifier {
                let id: AnyHashable
                let namespace: Namespace.ID
                func body(content: Content) -> some View {
                    if #available(iOS 17, *) { content.matchedGeometryEffect(id: id, in: namespace) } else { content }
                }
            }
            extension View {
                func heroSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
                    modifier(HeroSource(id: AnyHashable(id), namespace: namespace))
                }
            }
            """)
        let card = SourceInput(path: "Card.swift", text: """
            import SwiftUI
            struct Card: View {
                @Namespace private var space
                @State private var open = false
                var body: some View {
                    ZStack {
                        if open {
                            Image("art").heroSource(id: "art", in: space)
                            Text("Notes")
                        } else {
                            Image("art").heroSource(id: "art", in: space)
                        }
                    }
                    .onTapGesture { withAnimation(.smooth) { open.toggle() } }
                }
            }
            """)
        let together = SourceScanner().scan(sources: [card, modifiers])
        let fade = try #require(together.findings.first { $0.rule == "undelayed_fade" })
        #expect(fade.line == 9)
        #expect(fade.message.hasSuffix("(needs Hero.swift: namespace space of Card is read there)"), "\(fade.message)")
        #expect(SourceScanner().scan(sources: [card]).findings.isEmpty)
    }

    /// Only the child, in its own file, animates the state it is handed as a binding.
    @Test func anAnimationInAChildsFileIsNamed() throws {
        let shell = SourceInput(path: "Shell.swift", text: """
            import SwiftUI
            struct Shell: View {
                @Namespace private var shell
                @State private var wide = false
                var body: some View {
                    if wide {
                        Image("logo").matchedGeometryEffect(id: "logo", in: shell)
                        Text("Welcome")
                    } else {
                        Image("logo").matchedGeometryEffect(id: "logo", in: shell)
                        Widen(wide: $wide)
                    }
                }
            }
            """)
        let widen = SourceInput(path: "Widen.swift", text: """
            import SwiftUI
            struct Widen: View {
                @Binding var wide: Bool
                var body: some View {
                    Button("More") { withAnimation(.spring) { wide = true } }
                }
            }
            """)
        let together = SourceScanner().scan(sources: [shell, widen])
        let fade = try #require(together.findings.first { $0.rule == "undelayed_fade" && $0.line == 8 })
        #expect(fade.message.hasSuffix("(needs Widen.swift: how the state changes is read there)"), "\(fade.message)")
        #expect(!SourceScanner().scan(sources: [shell]).findings.contains { $0.rule == "undelayed_fade" })
    }

    /// Each state owns a namespace of its own, and a parent in a third file switches them:
    /// the finding on the second needs the first and the parent.
    @Test func twoNamespacesOfOneParentNameTheirFiles() throws {
        let field = SourceInput(path: "Field.swift", text: """
            import SwiftUI
            struct Field: View {
                @Namespace private var search
                var body: some View {
                    Capsule().matchedGeometryEffect(id: "bar", in: search)
                }
            }
            """)
        let expanded = SourceInput(path: "Expanded.swift", text: """
            import SwiftUI
            struct Expanded: View {
                @Namespace private var search
                var body: some View {
                    VStack {
                        Capsule().matchedGeometryEffect(id: "bar", in: search)
                        Text("Results")
                    }
                }
            }
            """)
        let parent = SourceInput(path: "Search.swift", text: """
            import SwiftUI
            struct Search: View {
                @State private var open = false
                var body: some View {
                    if open { Expanded() } else { Field() }
                }
            }
            """)
        let together = SourceScanner().scan(sources: [field, expanded, parent])
        let finding = try #require(together.findings.first { $0.rule == "namespace_mismatch" })
        #expect(finding.file == "Field.swift" || finding.file == "Expanded.swift")
        #expect(finding.message.hasSuffix(": the view showing both, with the other namespace, is read there)"), "\(finding.message)")
        #expect(finding.message.contains("Search.swift"), "\(finding.message)")
        for alone in [field, expanded] {
            #expect(!SourceScanner().scan(sources: [alone]).findings.contains { $0.rule == "namespace_mismatch" })
        }
    }

    /// The two namespaces split three ids: one namespace declared by the parent mends them all,
    /// so that is one finding, naming the three, at the first of them.
    @Test func twoNamespacesSplittingSeveralIdsAreOneFinding() throws {
        func screen(_ name: String, extra: String = "") -> SourceInput {
            SourceInput(path: "\(name).swift", text: """
                import SwiftUI
                struct \(name): View {
                    @Namespace private var ns
                    var body: some View {
                        VStack {
                            Image("cover").matchedGeometryEffect(id: "cover", in: ns)
                            Text("Title").matchedGeometryEffect(id: "title", in: ns)
                            Text("Author").matchedGeometryEffect(id: "author", in: ns)\(extra)
                        }
                    }
                }
                """)
        }
        let sources = [
            screen("Card"),
            screen("Detail", extra: "\n            Text(\"Synopsis\")"),
            SourceInput(path: "Shelf.swift", text: """
                import SwiftUI
                struct Shelf: View {
                    @State private var open = false
                    var body: some View {
                        if open { Detail() } else { Card() }
                    }
                }
                """),
        ]
        let findings = SourceScanner().scan(sources: sources).findings("namespace_mismatch")
        #expect(findings.map { "\($0.file ?? ""):\($0.line ?? 0)" } == ["Detail.swift:6"])
        #expect(findings.first?.message.hasPrefix("3 ids (cover, title, author) are matched in the @Namespace ns of Detail and in the one of Card (line 6), both shown by Shelf") == true,
                "\(findings.first?.message ?? "")")
    }

    /// A detail view written with its own screen, and shown by a second screen in another
    /// file: its one-state caption is one problem, reported once, as the file alone reports it.
    @Test func aViewTwoScreensShowIsReportedOnce() throws {
        let cards = SourceInput(path: "Cards.swift", text: """
            import SwiftUI
            struct Cards: View {
                @Namespace private var cards
                @State private var open = false
                var body: some View {
                    if open {
                        CardDetail(cards: cards, open: $open)
                    } else {
                        Image("card").matchedGeometryEffect(id: "card", in: cards)
                            .onTapGesture { withAnimation { open = true } }
                    }
                }
            }
            struct CardDetail: View {
                let cards: Namespace.ID
                @Binding var open: Bool
                var body: some View {
                    VStack {
                        Image("card").matchedGeometryEffect(id: "card", in: cards)
                        Text("Caption")
                    }
                    .onTapGesture { withAnimation { open = false } }
                }
            }
            """)
        let shelf = SourceInput(path: "Shelf.swift", text: """
            import SwiftUI
            struct Shelf: View {
                @Namespace private var shelf
                @State private var open = false
                var body: some View {
                    if open {
                        CardDetail(cards: shelf, open: $open)
                    } else {
                        Image("card").matchedGeometryEffect(id: "card", in: shelf)
                            .onTapGesture { withAnimation { open = true } }
                    }
                }
            }
            """)
        let alone = SourceScanner().scan(sources: [cards]).findings.filter { $0.rule == "undelayed_fade" }
        let together = SourceScanner().scan(sources: [cards, shelf]).findings.filter { $0.rule == "undelayed_fade" }
        #expect(alone.count == 1)
        #expect(together.map(\.message) == alone.map(\.message))
        #expect(together.map(\.line) == [20])
    }
    /// Two copies of one sample app in a repository (`Lesson1/` and `Lesson2/`), each with its
    /// own `Player` and `Screen`: each screen reads the player of its own folder, so each copy
    /// gives the finding it gives alone.
    @Test func copiesInTwoFoldersReadTheirOwnViews() {
        func copy(_ folder: String) -> [SourceInput] {
            [
                SourceInput(path: "\(folder)/Screen.swift", text: """
                    import SwiftUI
                    struct Screen: View {
                        @Namespace private var ns
                        @State private var open = false
                        var body: some View {
                            ZStack {
                                if open { Player(ns: ns, big: true) } else { Player(ns: ns, big: false) }
                            }
                            .onTapGesture { withAnimation { open.toggle() } }
                        }
                    }
                    """),
                SourceInput(path: "\(folder)/Player.swift", text: """
                    import SwiftUI
                    struct Player: View {
                        let ns: Namespace.ID
                        let big: Bool
                        var body: some View {
                            VStack {
                                Image("cover").matchedGeometryEffect(id: "cover", in: ns)
                                Text("Title").matchedGeometryEffect(id: "title", in: ns)
                                Text("Artist").matchedGeometryEffect(id: "artist", in: ns)
                                Image(systemName: "play").matchedGeometryEffect(id: "play", in: ns)
                                Image(systemName: "forward").matchedGeometryEffect(id: "next", in: ns)
                            }
                        }
                    }
                    """),
            ]
        }
        let alone = SourceScanner().scan(sources: copy("Lesson1")).findings.map { "\($0.rule)@\($0.file ?? ""):\($0.line ?? 0)" }
        #expect(alone == ["too_many_matches@Lesson1/Player.swift:7"])
        let together = SourceScanner().scan(sources: copy("Lesson1") + copy("Lesson2")).findings.map { "\($0.rule)@\($0.file ?? ""):\($0.line ?? 0)" }
        #expect(together.sorted() == ["too_many_matches@Lesson1/Player.swift:7", "too_many_matches@Lesson2/Player.swift:7"])
    }

    /// Two versions of one course in a repository: the first gives the card and the detail a
    /// `@Namespace` each (they never pair), the second hands them its own. Each card is read
    /// against the detail of its own folder, so only the first is reported, alone or together.
    @Test func namespacesOfTwoVersionsAreNotMixed() {
        let separate = [
            SourceInput(path: "Before/Screen.swift", text: """
                import SwiftUI
                struct Screen: View {
                    @State private var open = false
                    var body: some View {
                        if open { Detail() } else { Card() }
                    }
                }
                """),
            SourceInput(path: "Before/Card.swift", text: """
                import SwiftUI
                struct Card: View {
                    @Namespace var namespace
                    var body: some View {
                        Text("Title").matchedGeometryEffect(id: "title", in: namespace)
                    }
                }
                """),
            SourceInput(path: "Before/Detail.swift", text: """
                import SwiftUI
                struct Detail: View {
                    @Namespace var namespace
                    var body: some View {
                        Text("Title").font(.largeTitle).matchedGeometryEffect(id: "title", in: namespace)
                    }
                }
                """),
        ]
        let shared = [
            SourceInput(path: "After/Screen.swift", text: """
                import SwiftUI
                struct Screen: View {
                    @Namespace var namespace
                    @State private var open = false
                    var body: some View {
                        ZStack {
                            if open { Detail(namespace: namespace) } else { Card(namespace: namespace) }
                        }
                        .onTapGesture { withAnimation { open.toggle() } }
                    }
                }
                """),
            SourceInput(path: "After/Card.swift", text: """
                import SwiftUI
                struct Card: View {
                    let namespace: Namespace.ID
                    var body: some View {
                        Text("Title").matchedGeometryEffect(id: "title", in: namespace)
                    }
                }
                """),
            SourceInput(path: "After/Detail.swift", text: """
                import SwiftUI
                struct Detail: View {
                    let namespace: Namespace.ID
                    var body: some View {
                        Text("Title").matchedGeometryEffect(id: "title", in: namespace)
                    }
                }
                """),
        ]
        func parents(_ sources: [SourceInput]) -> [String] {
            SourceScanner().scan(sources: sources).findings("namespace_mismatch").map { "\($0.file ?? ""):\($0.line ?? 0)" }.sorted()
        }
        #expect(parents(shared).isEmpty)
        let alone = parents(separate)
        #expect(!alone.isEmpty && alone.allSatisfy { $0.hasPrefix("Before/") })
        #expect(parents(separate + shared) == alone)
    }

    /// A cell whose price text changes font between its own two states keeps that finding with
    /// the detail scanned beside it (which brings a third font: one pair is no longer simply the
    /// first), and a finding in the detail, read against the cell, names the cell's file.
    @Test func aFontChangeWithinAFileStaysBesideAnotherFilesPartner() {
        let screen = SourceInput(path: "Menu.swift", text: """
            import SwiftUI
            struct Menu: View {
                @Namespace private var menu
                @State private var opened = false
                @State private var added = false
                var body: some View {
                    ZStack {
                        if opened {
                            Detail(namespace: menu).onTapGesture { withAnimation { opened = false } }
                        } else {
                            ForEach(0..<1, id: \\.self) { _ in
                                if added {
                                    Text("$4").font(.system(size: 12)).matchedGeometryEffect(id: "price", in: menu)
                                } else {
                                    Text("$4").font(.system(size: 18)).matchedGeometryEffect(id: "price", in: menu)
                                }
                            }
                        }
                    }
                    .onTapGesture { withAnimation { added.toggle() } }
                }
            }
            """)
        let detail = SourceInput(path: "Detail.swift", text: """
            import SwiftUI
            struct Detail: View {
                let namespace: Namespace.ID
                var body: some View {
                    Text("$4").font(.system(size: 30)).matchedGeometryEffect(id: "price", in: namespace)
                }
            }
            """)
        let alone = SourceScanner().scan(sources: [screen]).findings("font_not_interpolated")
        let together = SourceScanner().scan(sources: [screen, detail]).findings("font_not_interpolated")
        #expect(alone.count == 1, "\(alone.map(\.message))")
        #expect(together.filter { $0.file == "Menu.swift" }.map(\.line) == alone.map(\.line))
        for crossing in together where crossing.file == "Detail.swift" {
            #expect(crossing.message.contains("(Menu.swift:line "), "\(crossing.message)")
        }
        #expect(SourceScanner().scan(sources: [detail]).findings.isEmpty)
    }
}
