extension AnimationParser {
    // MARK: Overload matching

    /// Matches written arguments against a form's overloads. The first overload that
    /// accepts them wins; otherwise the error that got furthest is reported.
    static func match(_ list: AnimationArgumentList, form: AnimationForm) throws(Failure) -> MatchedArguments {
        var best: (error: Failure, rank: Int)?
        for (overloadIndex, overload) in form.overloads.enumerated() {
            switch match(list, overload: overload, overloadIndex: overloadIndex, form: form) {
            case .success(let matched):
                return matched
            case .failure(let failure):
                // Prefer the furthest error; on a tie prefer one that is not "unknown label".
                let rank = failure.error.column * 2 + (failure.unknownLabel ? 0 : 1)
                if best == nil || rank > best!.rank {
                    best = (failure.error, rank)
                }
            }
        }
        throw best?.error ?? Failure(column: list.openColumn, message: "'\(form.name)' takes no arguments")
    }

    struct MatchFailure: Error {
        var error: AnimationSyntaxError
        var unknownLabel: Bool
    }

    static func match(
        _ list: AnimationArgumentList, overload: AnimationOverload, overloadIndex: Int, form: AnimationForm
    ) -> Result<MatchedArguments, MatchFailure> {
        let parameters = overload.parameters
        var values = [Double?](repeating: nil, count: parameters.count)
        var columns = [Int](repeating: list.closeColumn, count: parameters.count)
        var nextParameter = 0
        var lastLabel: String?

        func failure(_ column: Int, _ message: String, unknown: Bool = false) -> Result<MatchedArguments, MatchFailure> {
            .failure(MatchFailure(error: AnimationSyntaxError(column: column, message: message), unknownLabel: unknown))
        }

        for argument in list.arguments {
            if let label = argument.label {
                guard let target = parameters.firstIndex(where: { $0.label == label }) else {
                    return failure(argument.labelColumn,
                                   unknownLabelMessage(label, in: overload, form: form, arguments: list.arguments),
                                   unknown: true)
                }
                if target < nextParameter {
                    if values[target] != nil {
                        return failure(argument.labelColumn, "duplicate argument '\(label):'")
                    }
                    return failure(argument.labelColumn,
                                   "argument '\(label):' must come before '\(lastLabel ?? parameters[nextParameter - 1].name):'")
                }
                if let skipped = parameters[nextParameter..<target].first(where: \.required) {
                    return failure(argument.labelColumn, "missing argument '\(skipped.name)' before '\(label):'")
                }
                values[target] = argument.value
                columns[target] = argument.valueColumn
                nextParameter = target + 1
                lastLabel = label
            } else {
                guard nextParameter < parameters.count else {
                    return failure(argument.valueColumn, "extra argument \(argument.text) in call to \(overload.signature(form.name))")
                }
                let parameter = parameters[nextParameter]
                if let expected = parameter.label {
                    return failure(argument.valueColumn, "missing argument label '\(expected):'")
                }
                values[nextParameter] = argument.value
                columns[nextParameter] = argument.valueColumn
                nextParameter += 1
                lastLabel = nil
            }
        }
        if let missing = parameters[nextParameter...].first(where: \.required) {
            let what = missing.label.map { "'\($0):'" } ?? "'\(missing.name)'"
            return failure(list.closeColumn, "missing argument \(what) in call to \(overload.signature(form.name))")
        }
        // An unlabeled parameter that was never reached before a labeled one is caught above;
        // guard against one that precedes the last written argument but was skipped.
        if let skipped = parameters[..<nextParameter].indices.first(where: { parameters[$0].required && values[$0] == nil }) {
            return failure(list.closeColumn, "missing argument '\(parameters[skipped].name)'")
        }
        return .success(MatchedArguments(overloadIndex: overloadIndex, values: values, columns: columns))
    }

    static func unknownLabelMessage(
        _ label: String, in overload: AnimationOverload, form: AnimationForm, arguments: [AnimationArgument]
    ) -> String {
        if let other = form.overloads.first(where: { $0.contains(label: label) }) {
            // The label belongs to another form of this call: name what it clashes with.
            if let clash = arguments.first(where: { arg in
                arg.label.map { overload.contains(label: $0) && !other.contains(label: $0) } ?? false
            })?.label {
                return "argument '\(label):' cannot be combined with '\(clash):' in \(form.name)(...)"
            }
            return "argument '\(label):' does not belong to \(overload.signature(form.name))"
        }
        if !overload.parameters.contains(where: { $0.label != nil }) {
            return "unexpected argument label '\(label):' in call to \(overload.signature(form.name))"
        }
        let signatures = form.overloads.map { $0.signature(form.name) }.joined(separator: " or ")
        return "unknown argument '\(label):' for \(form.name); expected \(signatures)"
    }
}
