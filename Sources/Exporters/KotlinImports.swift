/// The imports of the Compose export: each symbol the code uses, by its full name, and
/// nothing it does not use (no wildcards), found by reading the generated code's
/// identifiers outside comments and string literals.
enum KotlinImports {
    /// Each symbol the exporter may write, by the package it comes from.
    static let packages: [String: [String]] = [
        "androidx.compose.animation": [
            "AnimatedContent", "BoundsTransform", "EnterTransition", "ExitTransition", "ExperimentalSharedTransitionApi",
            "SharedTransitionLayout", "fadeIn", "fadeOut", "scaleIn", "scaleOut", "slideIn", "slideOut", "togetherWith",
        ],
        "androidx.compose.animation.core": [
            "AnimationVector", "CubicBezierEasing", "FiniteAnimationSpec", "TwoWayConverter",
            "VectorizedFiniteAnimationSpec", "snap", "spring", "tween",
        ],
        "androidx.compose.foundation": ["background", "clickable"],
        "androidx.compose.foundation.layout": ["Box", "fillMaxSize", "offset", "size"],
        "androidx.compose.foundation.shape": ["RoundedCornerShape"],
        "androidx.compose.runtime": ["Composable", "getValue", "mutableStateOf", "remember", "setValue"],
        "androidx.compose.ui": ["Modifier"],
        "androidx.compose.ui.draw": ["alpha"],
        "androidx.compose.ui.graphics": ["Color"],
        "androidx.compose.ui.platform": ["LocalDensity"],
        "androidx.compose.ui.unit": ["IntOffset", "dp"],
    ]

    /// The sorted import paths `lines` need. A property delegated with `by` needs the
    /// runtime's `getValue` and `setValue`, which the code never names.
    static func used(by lines: [String]) -> [String] {
        var names = Set<String>()
        for line in lines { names.formUnion(identifiers(in: line)) }
        if names.contains("by") { names.formUnion(["getValue", "setValue"]) }
        var result: [String] = []
        for (package, symbols) in packages {
            for symbol in symbols where names.contains(symbol) { result.append(package + "." + symbol) }
        }
        return result.sorted()
    }

    /// The identifiers of one line of Kotlin, outside a `//` comment and string literals.
    static func identifiers(in line: String) -> [String] {
        var result: [String] = []
        var current = ""
        var inString = false, escaped = false
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                previous = character
                continue
            }
            if character == "/" && previous == "/" { break }
            if character == "\"" { inString = true }
            if character.isASCII && (character.isLetter || character.isNumber || character == "_") {
                current.append(character)
            } else {
                if let first = current.first, !first.isNumber { result.append(current) }
                current = ""
            }
            previous = character
        }
        if let first = current.first, !first.isNumber { result.append(current) }
        return result
    }
}
