import ArgumentParser
import CatalogCommandLine
import CommandLineSupport
import HerocatKit

struct TokenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "token",
        abstract: "Access tokens for 'herocat serve': create, list, revoke.",
        subcommands: [Create.self, List.self, Revoke.self]
    )

    struct Create: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "create",
            abstract: "Create a token and print it once; the catalog keeps only its hash."
        )
        @OptionGroup var catalog: CatalogOptions

        @Option(help: "Who holds it; writes made with it are attributed to this name.")
        var name: String

        @Option(help: "viewer (read), editor (also write), or admin (also remove).")
        var role: AccessRole

        func validate() throws {
            guard !name.isEmpty, !name.contains(where: \.isNewline) else { throw ValidationError("--name must be one non-empty line") }
        }

        func run() async throws {
            let secret = try await catalog.open(for: .write).issueToken(name: name, role: role)
            Output.line(secret)
            Output.note("created \(role.withArticle) token '\(name)'; it is shown only now")
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "Every token: name, role, created, live or revoked (never the secret).")
        @OptionGroup var catalog: CatalogOptions

        func run() async throws {
            for token in try await catalog.open().tokens() {
                Output.line("\(token.name)  \(token.role)  \(token.createdAt)  \(token.revokedAt.map { "revoked \($0)" } ?? "live")")
            }
        }
    }

    struct Revoke: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "revoke", abstract: "Revoke a token by name; a running server refuses it from the next request on.")
        @OptionGroup var catalog: CatalogOptions

        @Argument(help: "The token's name.")
        var name: String

        func run() async throws {
            try await catalog.open(for: .write).revokeToken(name: name)
            Output.note("revoked '\(name)'")
        }
    }
}

extension AccessRole: ExpressibleByArgument {}
