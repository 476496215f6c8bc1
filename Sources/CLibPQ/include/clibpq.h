#ifndef HEROCAT_CLIBPQ_H
#define HEROCAT_CLIBPQ_H

// The part of libpq (PostgreSQL's C client library) herocat's PostgreSQL catalogs use, loaded
// with dlopen on the first connection: a herocat that never opens a postgres:// catalog never
// loads libpq, nor the TLS, Kerberos and LDAP libraries it needs. The types and values below are
// libpq's stable ABI (libpq-fe.h and postgres_ext.h of libpq 5), so building needs no libpq headers;
// each was checked against those of libpq 15 (Debian 12's libpq-dev 15.18): the enums' values,
// PGnotify's fields, Oid and every prototype.

typedef struct pg_conn PGconn;
typedef struct pg_result PGresult;
typedef unsigned int Oid;

typedef struct pgNotify {
    char *relname;
    int be_pid;
    char *extra;
    struct pgNotify *next;
} PGnotify;

typedef enum { CONNECTION_OK = 0, CONNECTION_BAD = 1 } ConnStatusType;
typedef enum { PGRES_EMPTY_QUERY = 0, PGRES_COMMAND_OK = 1, PGRES_TUPLES_OK = 2 } ExecStatusType;
typedef enum { PQTRANS_IDLE = 0, PQTRANS_ACTIVE = 1, PQTRANS_INTRANS = 2, PQTRANS_INERROR = 3, PQTRANS_UNKNOWN = 4 } PGTransactionStatusType;
typedef void (*PQnoticeProcessor)(void *arg, const char *message);

/// NULL once libpq is loaded; else why it cannot be ("not installed: apt-get install libpq5, ...").
/// Loads it on the first call; every other function here requires a NULL answer first.
const char *herocat_pq_load_error(void);

PGconn *herocat_PQconnectdbParams(const char *const *keywords, const char *const *values, int expand_dbname);
ConnStatusType herocat_PQstatus(const PGconn *conn);
PGTransactionStatusType herocat_PQtransactionStatus(const PGconn *conn);
void herocat_PQfinish(PGconn *conn);
char *herocat_PQerrorMessage(const PGconn *conn);
int herocat_PQconnectionNeedsPassword(const PGconn *conn);
PQnoticeProcessor herocat_PQsetNoticeProcessor(PGconn *conn, PQnoticeProcessor proc, void *arg);
PGresult *herocat_PQexecParams(PGconn *conn, const char *command, int nParams, const Oid *paramTypes,
                               const char *const *paramValues, const int *paramLengths, const int *paramFormats,
                               int resultFormat);
ExecStatusType herocat_PQresultStatus(const PGresult *res);
char *herocat_PQresultErrorMessage(const PGresult *res);
char *herocat_PQresultErrorField(const PGresult *res, int fieldcode);
void herocat_PQclear(PGresult *res);
int herocat_PQntuples(const PGresult *res);
int herocat_PQnfields(const PGresult *res);
char *herocat_PQgetvalue(const PGresult *res, int tup_num, int field_num);
int herocat_PQgetlength(const PGresult *res, int tup_num, int field_num);
int herocat_PQgetisnull(const PGresult *res, int tup_num, int field_num);
char *herocat_PQcmdStatus(PGresult *res);
int herocat_PQsocket(const PGconn *conn);
int herocat_PQconsumeInput(PGconn *conn);
PGnotify *herocat_PQnotifies(PGconn *conn);
void herocat_PQfreemem(void *ptr);
/// libpq's version as 160002 for 16.2; 0 when libpq cannot be loaded.
int herocat_PQlibVersion(void);

#endif
