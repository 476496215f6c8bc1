# make install PREFIX=/usr/local: a release herocat, its completions and its man page.
PREFIX ?= /usr/local
SWIFT ?= swift
BIN = .build/release/herocat

.PHONY: build install uninstall man docs

build:
	$(SWIFT) build -c release --product herocat

# The man page, from the command definitions: swift-argument-parser's generate-manual
# reads them from the built binary (the tests generate it the same way).
man: build
	$(SWIFT) build -c release --product generate-manual
	mkdir -p .build/man
	.build/release/generate-manual $(BIN) --output-directory .build/man

install: build man
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/herocat
	$(BIN) --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/herocat
	$(BIN) --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_herocat
	$(BIN) --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/herocat.fish
	install -m 644 .build/man/herocat.1 $(DESTDIR)$(PREFIX)/share/man/man1/herocat.1

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/herocat $(DESTDIR)$(PREFIX)/share/man/man1/herocat.1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions/herocat $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_herocat \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/herocat.fish

# Regenerates every generated page of docs/ (rules, spec fields, expressions, schemas).
docs:
	$(SWIFT) run herocat docs --out docs
