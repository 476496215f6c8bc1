import ArgumentParser
import CatalogCommandLine
import CommandLineSupport
import HerocatKit

struct TokenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "token",
        abstract: "Access tokens for 'herocat serve': create, list, revoke, sign-in links.",
        subcommands: [Create.self, List.self, Revoke.self, Link.self]
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

        @Flag(help: "Print a one-time sign-in link for a browser instead of the token (nobody sees the token).")
        var link = false

        @OptionGroup var server: ServerAddress

        func validate() throws {
            guard !name.isEmpty, !name.contains(where: \.isNewline) else { throw ValidationError("--name must be one non-empty line") }
        }

        func run() async throws {
            let service = try catalog.open(for: .write)
            if link {
                let code = try await service.issueTokenWithSignInCode(name: name, role: role)
                Output.line(SignInLink.url(server.url, code: code))
                Output.note("created \(role.withArticle) token '\(name)'; its link signs one browser in once, within \(SignInLink.lifetime / 60) minutes")
                return
            }
            let secret = try await service.issueToken(name: name, role: role)
            Output.line(secret)
            Output.note("created \(role.withArticle) token '\(name)'; it is shown only now")
        }
    }

    struct Link: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "link", abstract: "Print a one-time sign-in link for a browser, as a live token.")
        @OptionGroup var catalog: CatalogOptions
        @OptionGroup var server: ServerAddress

        @Argument(help: "The token's name.")
        var name: String

        func run() async throws {
            let code = try await catalog.open(for: .write).issueSignInCode(forToken: name)
            Output.line(SignInLink.url(server.url, code: code))
            Output.note("the link signs one browser in once as '\(name)', within \(SignInLink.lifetime / 60) minutes")
        }
    }

    /// Where browsers reach the server, for the link.
    struct ServerAddress: ParsableArguments {
        @Option(help: ArgumentHelp("The address browsers reach 'herocat serve' at.", valueName: "url"))
        var url = "http://127.0.0.1:8080"
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
