/* Helpers for cases run with real lower layers beneath the spy (aclcts run
 * --lower LIB): which library answers a southbound function, its own query
 * functions, and the skip of a case that needs what only the spy's model
 * can do (plant a device message, set the device count, ...). */
#include <string.h>

#include "aclcts/case.h"

const char *aclcts_lower_of(aclcts_t *t, const char *fn)
{
    if (!t->spy) return NULL;
    const char *(*of)(const char *) = t->spy->lower_of;
    return of != NULL ? of(fn) : NULL;
}

void *aclcts_lower_symbol(aclcts_t *t, const char *name)
{
    void *p = ACLCTS_SPY(t, lower_symbol)(name);
    if (p == NULL) aclcts_skip(t, "the library beneath does not export %s", name);
    return p;
}

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash != NULL ? slash + 1 : path;
}

void aclcts_model_only(aclcts_t *t, const char *fn, const char *why)
{
    const char *lib = aclcts_lower_of(t, fn);
    if (lib != NULL) aclcts_skip(t, "%s beneath answers %s: %s", base_name(lib), fn, why);
}

const char *aclcts_lower_soc(aclcts_t *t, char *buf, size_t cap)
{
    if (aclcts_lower_of(t, "rtGetSocVersion") == NULL) return NULL;
    int (*get)(char *, uint32_t) = (int (*)(char *, uint32_t))aclcts_lower_symbol(t, "rtGetSocVersion");
    if (get(buf, (uint32_t)cap) != 0) buf[0] = '\0';
    return buf;
}

/* The 950 unit tests' driver stand-in (tests/ut/runtime/runtime/test/
 * platform/950/stub/hal_stub.cc) answers every poll of the runtime's
 * completion queue with one report, the stream's last task again
 * (halCqReportRecv), and every SQ/CQ query with 1 (halSqCqQuery): the
 * runtime of that platform (src/runtime/core/src/event/event_david.cc
 * DavidEvent::WaitTask, Stream::WaitTask) then never sees the task a wait
 * behind an event record waits for, and rtStreamSynchronize or
 * rtEventSynchronize there polls forever. */
void aclcts_need_record_waits(aclcts_t *t)
{
    char beneath[128];
    if (aclcts_lower_of(t, "rtEventRecord") == NULL || aclcts_lower_soc(t, beneath, sizeof beneath) == NULL) return;
    int (*same)(const char *, const char *) = t->spy->rt_soc_same_platform;
    if (same != NULL && same(beneath, "Ascend950PR_9599"))
        aclcts_skip(t,
                    "%s beneath (%s) never ends a wait behind an event record: its driver stand-in (the 950 unit "
                    "tests') repeats one completion report at every poll",
                    base_name(aclcts_lower_of(t, "rtEventRecord")), beneath);
}
