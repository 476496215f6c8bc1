import CommandLineSupport
import SourceScan

extension ScannedSpecs {
    /// Every transition of a scan as a spec checked as a spec file is (so an import holds
    /// no value a file could not), or the reason it cannot be one.
    init(_ result: ScanResult) {
        self.init()
        for transition in result.transitions {
            let origin = "\(transition.location.file):\(transition.location.line)"
            do {
                let spec = try transition.spec().checked(origin: origin)
                specs.append(Found(origin: origin, yaml: spec.document.yaml))
            } catch {
                unimportable.append("\(error)")
            }
        }
    }
}
