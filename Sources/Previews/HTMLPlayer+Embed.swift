import SpecModel

/// The HTML player as parts of a page of someone else's (herocat serve's spec page): the
/// same canvas, controls, plot and data as `PreviewFormat.html`, to be laid out by the page,
/// styled with `HTMLPlayer.componentStyle` and run by `HTMLPlayer.script` loaded from the
/// page's own origin. One player per page (its parts have fixed ids); its keys act inside
/// the element marked `data-player`.
public struct EmbeddedPlayer: Sendable {
    /// The canvas in points, the size of `canvas` before the page scales it.
    public let width: Double
    public let height: Double
    /// `div#canvas`, every element at the first sample.
    public let canvas: String
    /// Play/pause, direction (back mid-flight interrupts), speeds, loop, scrubber, keys.
    public let controls: String
    /// The progress plot's figure, with the playhead the script moves.
    public let plot: String
    /// The timeline and the interrupted legs as inert JSON `<script>` elements.
    public let data: String

    public init(_ spec: TransitionSpec, options: PreviewOptions = PreviewOptions()) throws(PreviewError) {
        let player = HTMLPlayer(model: try PreviewModel(spec: spec, options: options))
        width = player.model.canvas.width
        height = player.model.canvas.height
        canvas = player.canvas()
        controls = player.controls()
        plot = player.plot()
        data = try player.data()
    }

    /// The player's script, for a file the page loads (`<script src>`), unchanged from the
    /// one `PreviewFormat.html` inlines.
    public static var script: String { HTMLPlayer.script }
}
