import SpecModel
import Testing

@Suite("Font expressions")
struct FontExpressionTests {
    @Test("Valid fonts parse and print canonically", arguments: [
        ("title2.bold()", "title2.bold()"),
        (".headline", "headline"),
        ("system(size: 17, weight: .semibold)", "system(size: 17, weight: .semibold)"),
        ("system( size:17 ,weight:.bold, design: .rounded )", "system(size: 17, weight: .bold, design: .rounded)"),
        ("system(.body, design: .serif)", "system(.body, design: .serif)"),
        ("subheadline.weight(.medium).italic()", "subheadline.weight(.medium).italic()"),
        ("caption2.monospacedDigit()", "caption2.monospacedDigit()"),
        // Sizes print with an exponent when very small, and read back (found by the font fuzzer).
        ("system(size: .000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010248191152060862009)",
         "system(size: 1.0248191152060863e-92)"),
        ("system(size: 1.7E+1)", "system(size: 17)"),
    ])
    func valid(text: String, canonical: String) throws {
        let font = try FontExpression.parse(text)
        #expect(font.description == canonical)
        #expect(try FontExpression.parse(font.description) == font)
    }

    @Test("Invalid fonts are refused at the right column", arguments: [
        ("title9", 1), ("title2.bolder()", 8), ("system(size: -1)", 14), ("system(size: 12, weight: .fat)", 27),
        ("system(size: 2e)", 15), ("system(size: 1E+16)", 14), ("headline.bold(", 15), ("headline; exit(0)", 9), ("system(weight: .bold)", 8), ("", 1),
    ])
    func invalid(text: String, column: Int) {
        let error = #expect(throws: FontSyntaxError.self) { try FontExpression.parse(text) }
        #expect(error?.column == column, "\(String(describing: error))")
    }
}
