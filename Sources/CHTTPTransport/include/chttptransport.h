#ifndef HEROCAT_CHTTPTRANSPORT_H
#define HEROCAT_CHTTPTRANSPORT_H

#include <stddef.h>

/// One HTTP exchange's outcome. `body` is malloc'd; free it with herocat_http_free.
typedef struct {
    long status;
    unsigned char *body;
    size_t body_length;
    /// Set when the exchange failed before a response (no libcurl, no connection, TLS).
    char error[512];
} herocat_http_response;

/// Performs one request with libcurl, which is loaded on first use (dlopen), so that a
/// program linking this pays nothing at start-up. Returns 0 on a response of any status,
/// -1 otherwise (with `error` set). `headers` are "Name: value" lines.
int herocat_http_perform(const char *method, const char *url,
                         const char *const *headers, size_t header_count,
                         const unsigned char *body, size_t body_length,
                         long timeout_seconds, herocat_http_response *out);

void herocat_http_free(herocat_http_response *response);

#endif
