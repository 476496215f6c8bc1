// libpq loaded on first use (see clibpq.h): each herocat_PQx calls libpq's PQx through a table
// dlsym fills once.
#include "clibpq.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

static struct {
    PGconn *(*connectdbParams)(const char *const *, const char *const *, int);
    ConnStatusType (*status)(const PGconn *);
    PGTransactionStatusType (*transactionStatus)(const PGconn *);
    void (*finish)(PGconn *);
    char *(*errorMessage)(const PGconn *);
    int (*connectionNeedsPassword)(const PGconn *);
    PQnoticeProcessor (*setNoticeProcessor)(PGconn *, PQnoticeProcessor, void *);
    PGresult *(*execParams)(PGconn *, const char *, int, const Oid *, const char *const *, const int *, const int *, int);
    ExecStatusType (*resultStatus)(const PGresult *);
    char *(*resultErrorMessage)(const PGresult *);
    char *(*resultErrorField)(const PGresult *, int);
    void (*clear)(PGresult *);
    int (*ntuples)(const PGresult *);
    int (*nfields)(const PGresult *);
    char *(*getvalue)(const PGresult *, int, int);
    int (*getlength)(const PGresult *, int, int);
    int (*getisnull)(const PGresult *, int, int);
    char *(*cmdStatus)(PGresult *);
    int (*socket)(const PGconn *);
    int (*consumeInput)(PGconn *);
    PGnotify *(*notifies)(PGconn *);
    void (*freemem)(void *);
    int (*libVersion)(void);
    const char *missing;
} pq;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void load(void) {
    // Homebrew's libpq is keg-only: in no directory dlopen searches, so it is named by its path
    // (Apple silicon's prefix, then Intel's).
    const char *names[] = {"libpq.so.5", "libpq.so", "libpq.5.dylib", "libpq.dylib",
                           "/opt/homebrew/opt/libpq/lib/libpq.5.dylib", "/usr/local/opt/libpq/lib/libpq.5.dylib"};
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && !library; i++) library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!library) { pq.missing = "not installed: apt-get install libpq5, or brew install libpq"; return; }
#define SYMBOL(field, name) \
    if (!(*(void **)&pq.field = dlsym(library, name))) { pq.missing = "the installed one lacks " name; return; }
    SYMBOL(connectdbParams, "PQconnectdbParams")
    SYMBOL(status, "PQstatus")
    SYMBOL(transactionStatus, "PQtransactionStatus")
    SYMBOL(finish, "PQfinish")
    SYMBOL(errorMessage, "PQerrorMessage")
    SYMBOL(connectionNeedsPassword, "PQconnectionNeedsPassword")
    SYMBOL(setNoticeProcessor, "PQsetNoticeProcessor")
    SYMBOL(execParams, "PQexecParams")
    SYMBOL(resultStatus, "PQresultStatus")
    SYMBOL(resultErrorMessage, "PQresultErrorMessage")
    SYMBOL(resultErrorField, "PQresultErrorField")
    SYMBOL(clear, "PQclear")
    SYMBOL(ntuples, "PQntuples")
    SYMBOL(nfields, "PQnfields")
    SYMBOL(getvalue, "PQgetvalue")
    SYMBOL(getlength, "PQgetlength")
    SYMBOL(getisnull, "PQgetisnull")
    SYMBOL(cmdStatus, "PQcmdStatus")
    SYMBOL(socket, "PQsocket")
    SYMBOL(consumeInput, "PQconsumeInput")
    SYMBOL(notifies, "PQnotifies")
    SYMBOL(freemem, "PQfreemem")
    SYMBOL(libVersion, "PQlibVersion")
#undef SYMBOL
}

const char *herocat_pq_load_error(void) {
    pthread_once(&loaded, load);
    return pq.missing;
}

PGconn *herocat_PQconnectdbParams(const char *const *keywords, const char *const *values, int expand_dbname) { return pq.connectdbParams(keywords, values, expand_dbname); }
ConnStatusType herocat_PQstatus(const PGconn *conn) { return pq.status(conn); }
PGTransactionStatusType herocat_PQtransactionStatus(const PGconn *conn) { return pq.transactionStatus(conn); }
void herocat_PQfinish(PGconn *conn) { pq.finish(conn); }
char *herocat_PQerrorMessage(const PGconn *conn) { return pq.errorMessage(conn); }
int herocat_PQconnectionNeedsPassword(const PGconn *conn) { return pq.connectionNeedsPassword(conn); }
PQnoticeProcessor herocat_PQsetNoticeProcessor(PGconn *conn, PQnoticeProcessor proc, void *arg) { return pq.setNoticeProcessor(conn, proc, arg); }
PGresult *herocat_PQexecParams(PGconn *conn, const char *command, int nParams, const Oid *paramTypes,
                               const char *const *paramValues, const int *paramLengths, const int *paramFormats,
                               int resultFormat) {
    return pq.execParams(conn, command, nParams, paramTypes, paramValues, paramLengths, paramFormats, resultFormat);
}
ExecStatusType herocat_PQresultStatus(const PGresult *res) { return pq.resultStatus(res); }
char *herocat_PQresultErrorMessage(const PGresult *res) { return pq.resultErrorMessage(res); }
char *herocat_PQresultErrorField(const PGresult *res, int fieldcode) { return pq.resultErrorField(res, fieldcode); }
void herocat_PQclear(PGresult *res) { pq.clear(res); }
int herocat_PQntuples(const PGresult *res) { return pq.ntuples(res); }
int herocat_PQnfields(const PGresult *res) { return pq.nfields(res); }
char *herocat_PQgetvalue(const PGresult *res, int tup_num, int field_num) { return pq.getvalue(res, tup_num, field_num); }
int herocat_PQgetlength(const PGresult *res, int tup_num, int field_num) { return pq.getlength(res, tup_num, field_num); }
int herocat_PQgetisnull(const PGresult *res, int tup_num, int field_num) { return pq.getisnull(res, tup_num, field_num); }
char *herocat_PQcmdStatus(PGresult *res) { return pq.cmdStatus(res); }
int herocat_PQsocket(const PGconn *conn) { return pq.socket(conn); }
int herocat_PQconsumeInput(PGconn *conn) { return pq.consumeInput(conn); }
PGnotify *herocat_PQnotifies(PGconn *conn) { return pq.notifies(conn); }
void herocat_PQfreemem(void *ptr) { pq.freemem(ptr); }
int herocat_PQlibVersion(void) { return herocat_pq_load_error() ? 0 : pq.libVersion(); }
