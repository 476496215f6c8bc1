#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Hummingbird
import SpecModel

/// Responses built from documents: JSON with a trailing newline.
enum JSONResponse {
    static let jsonType = "application/json; charset=utf-8"

    static func make(_ document: SpecDocument, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) -> Response {
        text(document.json, contentType: jsonType, status: status, headers: headers)
    }

    static func text(_ text: String, contentType: String, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) -> Response {
        var fields = headers
        fields[.contentType] = contentType
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
#endif
