/* mst-pq.h: libpq, loaded when Muster first talks to a club server.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * PostgreSQL's client library brings the TLS, Kerberos and LDAP libraries
 * behind it, and loading them all costs every start of the application a
 * few milliseconds, though most players never use a club server.  The
 * server's files include this header in place of <libpq-fe.h>: it gives
 * libpq's types and names each function libpq exports that they call, so
 * that a call goes through the table mst_pq_load() fills from the library
 * opened with GModule.  mst_server_connect() and mst_server_cache_new() load
 * it; everything else starts from what they return. */
#pragma once

#include <glib.h>
#include <libpq-fe.h>

G_BEGIN_DECLS

/* Every libpq function Muster calls. */
#define MST_PQ_FUNCTIONS(F) \
  F (PQclear) F (PQcmdTuples) F (PQconnectdbParams) F (PQconnectionNeedsPassword) F (PQconninfoFree) \
  F (PQconninfoParse) \
  F (PQconsumeInput) F (PQencryptPasswordConn) F (PQerrorMessage) F (PQescapeIdentifier) \
  F (PQescapeLiteral) F (PQexec) F (PQexecParams) F (PQexecPrepared) F (PQfinish) F (PQfreemem) F (PQgetisnull) \
  F (PQgetvalue) F (PQhost) F (PQnotifies) F (PQntuples) F (PQport) F (PQresultErrorField) \
  F (PQprepare) F (PQresultErrorMessage) F (PQresultStatus) F (PQsetNoticeProcessor) F (PQsocket) F (PQstatus) \
  F (PQtransactionStatus) F (PQuser) \
  F (PQgetResult) F (PQsendQueryParams) F (PQsendQueryPrepared) F (PQsendPrepare) F (PQenterPipelineMode) \
  F (PQexitPipelineMode) F (PQpipelineSync)

typedef struct
{
#define MST_PQ_MEMBER(name) __typeof__ (name) *name;
  MST_PQ_FUNCTIONS (MST_PQ_MEMBER)
#undef MST_PQ_MEMBER
} MstPq;

extern MstPq mst_pq;

/* Opens libpq once, for every thread; FALSE, with an error naming the
 * library and why, where it cannot be had. */
gboolean mst_pq_load (GError **error);

G_END_DECLS

/* From here on a call names the loaded function. */
#ifndef MST_PQ_NO_NAMES
#define PQclear (mst_pq.PQclear)
#define PQcmdTuples (mst_pq.PQcmdTuples)
#define PQconnectdbParams (mst_pq.PQconnectdbParams)
#define PQconnectionNeedsPassword (mst_pq.PQconnectionNeedsPassword)
#define PQconninfoFree (mst_pq.PQconninfoFree)
#define PQconninfoParse (mst_pq.PQconninfoParse)
#define PQconsumeInput (mst_pq.PQconsumeInput)
#define PQencryptPasswordConn (mst_pq.PQencryptPasswordConn)
#define PQerrorMessage (mst_pq.PQerrorMessage)
#define PQescapeIdentifier (mst_pq.PQescapeIdentifier)
#define PQescapeLiteral (mst_pq.PQescapeLiteral)
#define PQexec (mst_pq.PQexec)
#define PQexecParams (mst_pq.PQexecParams)
#define PQexecPrepared (mst_pq.PQexecPrepared)
#define PQfinish (mst_pq.PQfinish)
#define PQfreemem (mst_pq.PQfreemem)
#define PQgetisnull (mst_pq.PQgetisnull)
#define PQgetvalue (mst_pq.PQgetvalue)
#define PQhost (mst_pq.PQhost)
#define PQnotifies (mst_pq.PQnotifies)
#define PQntuples (mst_pq.PQntuples)
#define PQport (mst_pq.PQport)
#define PQresultErrorField (mst_pq.PQresultErrorField)
#define PQprepare (mst_pq.PQprepare)
#define PQresultErrorMessage (mst_pq.PQresultErrorMessage)
#define PQresultStatus (mst_pq.PQresultStatus)
#define PQsetNoticeProcessor (mst_pq.PQsetNoticeProcessor)
#define PQsocket (mst_pq.PQsocket)
#define PQstatus (mst_pq.PQstatus)
#define PQtransactionStatus (mst_pq.PQtransactionStatus)
#define PQuser (mst_pq.PQuser)
#define PQgetResult (mst_pq.PQgetResult)
#define PQsendQueryParams (mst_pq.PQsendQueryParams)
#define PQsendQueryPrepared (mst_pq.PQsendQueryPrepared)
#define PQsendPrepare (mst_pq.PQsendPrepare)
#define PQenterPipelineMode (mst_pq.PQenterPipelineMode)
#define PQexitPipelineMode (mst_pq.PQexitPipelineMode)
#define PQpipelineSync (mst_pq.PQpipelineSync)
#endif
