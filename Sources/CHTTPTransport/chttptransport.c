// libcurl's easy interface, loaded with dlopen on the first request. Linking libcurl (or
// FoundationNetworking, which links it) would load it and some thirty libraries it needs
// (TLS, Kerberos, LDAP...) at every start of herocat, though only --remote uses them.
// The few prototypes and option numbers used are declared here: they are libcurl's
// stable ABI (curl/curl.h), so no curl headers are needed to build.
#include "chttptransport.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void CURL;
struct curl_slist;

enum {
    OPT_WRITEDATA = 10001, OPT_URL = 10002, OPT_ERRORBUFFER = 10010, OPT_POSTFIELDS = 10015,
    OPT_HTTPHEADER = 10023, OPT_CUSTOMREQUEST = 10036, OPT_WRITEFUNCTION = 20011,
    OPT_POSTFIELDSIZE_LARGE = 30120, OPT_TIMEOUT = 13, OPT_NOBODY = 44, OPT_NOSIGNAL = 99,
    INFO_RESPONSE_CODE = 0x200002, GLOBAL_ALL = 3, ERROR_SIZE = 256,
};

static struct {
    int (*global_init)(long);
    CURL *(*easy_init)(void);
    int (*easy_setopt)(CURL *, int, ...);
    int (*easy_perform)(CURL *);
    int (*easy_getinfo)(CURL *, int, ...);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(int);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    const char *missing;
} curl;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void load(void) {
    const char *names[] = {"libcurl.so.4", "libcurl.so", "libcurl-gnutls.so.4", "libcurl.4.dylib", "libcurl.dylib"};
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && !library; i++) library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!library) { curl.missing = "libcurl is not installed (apt-get install libcurl4)"; return; }
#define SYMBOL(field, name) \
    if (!(*(void **)&curl.field = dlsym(library, name))) { curl.missing = "libcurl lacks " name; return; }
    SYMBOL(global_init, "curl_global_init")
    SYMBOL(easy_init, "curl_easy_init")
    SYMBOL(easy_setopt, "curl_easy_setopt")
    SYMBOL(easy_perform, "curl_easy_perform")
    SYMBOL(easy_getinfo, "curl_easy_getinfo")
    SYMBOL(easy_cleanup, "curl_easy_cleanup")
    SYMBOL(easy_strerror, "curl_easy_strerror")
    SYMBOL(slist_append, "curl_slist_append")
    SYMBOL(slist_free_all, "curl_slist_free_all")
#undef SYMBOL
    curl.global_init(GLOBAL_ALL);
}

static size_t collect(char *data, size_t size, size_t count, void *user) {
    herocat_http_response *out = user;
    size_t length = size * count;
    unsigned char *grown = realloc(out->body, out->body_length + length + 1);
    if (!grown) return 0;  // libcurl then fails the transfer: out of memory
    memcpy(grown + out->body_length, data, length);
    out->body = grown;
    out->body_length += length;
    return length;
}

int herocat_http_perform(const char *method, const char *url,
                         const char *const *headers, size_t header_count,
                         const unsigned char *body, size_t body_length,
                         long timeout_seconds, herocat_http_response *out) {
    memset(out, 0, sizeof *out);
    pthread_once(&loaded, load);
    if (curl.missing) { snprintf(out->error, sizeof out->error, "%s", curl.missing); return -1; }
    CURL *handle = curl.easy_init();
    if (!handle) { snprintf(out->error, sizeof out->error, "libcurl could not start a request"); return -1; }

    struct curl_slist *list = NULL;
    for (size_t i = 0; i < header_count; i++) list = curl.slist_append(list, headers[i]);
    // Without this, libcurl sends "Expect: 100-continue" before large bodies and waits.
    list = curl.slist_append(list, "Expect:");
    char reason[ERROR_SIZE] = "";
    curl.easy_setopt(handle, OPT_URL, url);
    curl.easy_setopt(handle, OPT_CUSTOMREQUEST, method);
    if (strcmp(method, "HEAD") == 0) curl.easy_setopt(handle, OPT_NOBODY, 1L);
    curl.easy_setopt(handle, OPT_HTTPHEADER, list);
    if (body) {
        curl.easy_setopt(handle, OPT_POSTFIELDS, (const char *)body);
        curl.easy_setopt(handle, OPT_POSTFIELDSIZE_LARGE, (long long)body_length);
    }
    curl.easy_setopt(handle, OPT_WRITEFUNCTION, collect);
    curl.easy_setopt(handle, OPT_WRITEDATA, out);
    curl.easy_setopt(handle, OPT_ERRORBUFFER, reason);
    curl.easy_setopt(handle, OPT_TIMEOUT, timeout_seconds);
    curl.easy_setopt(handle, OPT_NOSIGNAL, 1L);

    int code = curl.easy_perform(handle);
    if (code == 0) {
        curl.easy_getinfo(handle, INFO_RESPONSE_CODE, &out->status);
    } else {
        snprintf(out->error, sizeof out->error, "%s", reason[0] ? reason : curl.easy_strerror(code));
    }
    curl.easy_cleanup(handle);
    curl.slist_free_all(list);
    return code == 0 ? 0 : -1;
}

void herocat_http_free(herocat_http_response *response) {
    free(response->body);
    response->body = NULL;
    response->body_length = 0;
}
