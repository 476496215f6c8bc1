#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Hummingbird
import Previews

/// The frame of every web page: one stylesheet, the catalog script (copy buttons), no
/// favicon request. Spec text reaches a page only through `XMLEscaping.text`, the
/// escaper the previews use too.
enum HTMLPage {
    static func document(title: String, body: String) -> Response {
        let html = """
        <!DOCTYPE html>
        <html lang="en">
        <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(XMLEscaping.text(title))</title>
        <link rel="icon" href="data:,">
        <style>\(style)</style>
        <script src="/assets/catalog.js" defer></script>
        <script src="/assets/live.js" defer></script>
        </head>
        <body>
        \(body)
        </body>
        </html>

        """
        return JSONResponse.text(html, contentType: "text/html; charset=utf-8")
    }

    static let style = """
    body{font-family:system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem;color:#222}\
    pre{overflow:auto;background:#f5f5f5;padding:.5rem;max-height:30rem}figure svg{max-width:100%;height:auto}\
    iframe.player{width:100%;height:40rem;border:1px solid #ddd}table{border-collapse:collapse}\
    td,th{text-align:left;padding:.2rem .6rem;border-bottom:1px solid #eee;vertical-align:top}\
    .error{color:#b00020}.warning{color:#9a6700}.info{color:#555}button.copy{float:right}\
    pre.diff{max-width:min(46rem,55vw)}pre.diff .add{background:#e6ffec}pre.diff .del{background:#ffebe9}pre.diff .hunk{color:#555}
    """

    /// The only script outside the player: copy buttons copy the text of the element
    /// their `data-target` names. Served from this origin, so the pages' policy can
    /// allow `script-src 'self'` and nothing inline.
    static let script = """
    document.addEventListener("click", function (event) {
      var button = event.target.closest("button.copy");
      if (!button) return;
      var source = document.getElementById(button.getAttribute("data-target"));
      if (!source || !navigator.clipboard) return;
      navigator.clipboard.writeText(source.textContent).then(function () {
        button.textContent = "Copied";
        setTimeout(function () { button.textContent = "Copy"; }, 2000);
      }, function () { button.textContent = "Copy failed"; });
    });

    """
}
#endif
