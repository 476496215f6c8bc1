// libpq, PostgreSQL's own C client library (libpq-dev), for catalogs in PostgreSQL:
// only the PostgreSQL trait's builds use it.
#include <libpq-fe.h>
