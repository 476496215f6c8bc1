# make install PREFIX=/usr/local: release herocat, herocat-scan and herocat-serve, completions and man page.
PREFIX ?= /usr/local
SWIFT ?= swift
# The release build: the Swift runtime and Foundation linked in (no shared Swift libraries
# to load at start-up), with the Server trait so herocat-serve has its HTTP server, and
# PostgreSQL for catalogs in PostgreSQL.
# --no-export-dynamic undoes SwiftPM's --export-dynamic for executables: 42,000 exported
# symbols made every dladdr at start-up (the Swift runtime asks one) scan them all, 0.6 ms
# of herocat's 3.8 ms; nothing loads code that links back against the executables.
RELEASE = -c release --static-swift-stdlib --traits Server,PostgreSQL -Xlinker --no-export-dynamic
# herocat is linked position-dependent: relocating a 60 MB position-independent image
# (87,000 pointers on 270 pages, each copied on write) was a fifth of its start-up time.
# Shared libraries, stack and heap are still randomised; herocat-serve, which faces the
# network, and herocat-scan stay position-independent.
CLI_LINK = -Xlinker -no-pie
BIN = .build/release/herocat
SERVE_BIN = .build/release/herocat-serve
SCAN_BIN = .build/release/herocat-scan

.PHONY: build cli serve install uninstall man docs

build: cli serve
	$(SWIFT) build $(RELEASE) --product herocat-scan

# herocat-serve alone (the catalog benchmark's --remote figures).
serve:
	$(SWIFT) build $(RELEASE) --product herocat-serve

# herocat alone, as installed (what the start-up and catalog benchmarks measure).
cli:
	$(SWIFT) build $(RELEASE) $(CLI_LINK) --product herocat

# The man page, from the command definitions: swift-argument-parser's generate-manual
# reads them from the built binary (the tests generate it the same way).
man: build
	$(SWIFT) build $(RELEASE) --product generate-manual
	mkdir -p .build/man
	.build/release/generate-manual $(BIN) --output-directory .build/man

install: build man
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -s -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/herocat
	install -s -m 755 $(SCAN_BIN) $(DESTDIR)$(PREFIX)/bin/herocat-scan
	install -s -m 755 $(SERVE_BIN) $(DESTDIR)$(PREFIX)/bin/herocat-serve
	$(BIN) --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/herocat
	$(BIN) --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_herocat
	$(BIN) --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/herocat.fish
	install -m 644 .build/man/herocat.1 $(DESTDIR)$(PREFIX)/share/man/man1/herocat.1

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/herocat $(DESTDIR)$(PREFIX)/bin/herocat-scan $(DESTDIR)$(PREFIX)/bin/herocat-serve $(DESTDIR)$(PREFIX)/share/man/man1/herocat.1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions/herocat $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_herocat \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/herocat.fish

# Regenerates every generated page of docs/ (rules, spec fields, expressions, schemas).
docs:
	$(SWIFT) run herocat docs --out docs
