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
 * behind an event record (or, at times, a queued memset) waits for, and
 * rtStreamSynchronize or rtEventSynchronize there polls forever. */
int aclcts_lower_on_platform(aclcts_t *t, const char *fn, const char *platform_soc)
{
    char beneath[128];
    if (aclcts_lower_of(t, fn) == NULL || aclcts_lower_soc(t, beneath, sizeof beneath) == NULL) return 0;
    int (*same)(const char *, const char *) = t->spy->rt_soc_same_platform;
    return same != NULL && same(beneath, platform_soc);
}

/* Skips when the runtime beneath that answers fn is of the platform of the
 * real SoC `platform_soc`, naming it and `why`. */
static void skip_over_platform(aclcts_t *t, const char *fn, const char *platform_soc, const char *why)
{
    char beneath[128];
    if (aclcts_lower_on_platform(t, fn, platform_soc))
        aclcts_skip(t, "%s beneath (%s) answers %s: %s", base_name(aclcts_lower_of(t, fn)),
                    aclcts_lower_soc(t, beneath, sizeof beneath), fn, why);
}

void aclcts_need_task_waits(aclcts_t *t)
{
    skip_over_platform(t, "rtStreamSynchronize", "Ascend950PR_9599",
                       "a wait behind an event record or a queued task need not end there: its driver stand-in (the "
                       "950 unit tests') repeats one completion report at every poll");
}

/* The dc and cloud unit tests' driver stand-ins report the completion of an
 * event record without its time, so the record's timestamp stays unset and
 * the runtime answers an elapsed time with 107006 (src/runtime/core/src/
 * event/event.cc Event::ElapsedTime). */
void aclcts_need_record_times(aclcts_t *t)
{
    static const char why[] = "its driver stand-in reports an event record's completion without its time (107006)";
    skip_over_platform(t, "rtEventRecord", "Ascend310P3", why);
    skip_over_platform(t, "rtEventRecord", "Ascend910A", why);
}

/* The dc unit tests' driver stand-in answers every poll of a completion
 * queue with the last task of the queue's stream again (halCqReportGet,
 * halCqReportRecv), from one table for every device: while devices are set
 * and reset, the runtime's monitor thread can be handed a report of a stream
 * a reset has just deleted (a SIGSEGV in Stream::UpdateTaskPosHead under
 * DirectHwtsEngine::MonitoringRun, now and then) or of another device's
 * stream (a wait that never ends). */
void aclcts_need_quiet_resets(aclcts_t *t)
{
    skip_over_platform(t, "rtDeviceReset", "Ascend310P3",
                       "its driver stand-in (the dc unit tests') reports a stream's last task again at every poll, "
                       "from one table for all devices: its monitor thread can meet a stream a reset deleted");
}

/* The dc unit tests' driver stand-in reports a task of another stream than
 * the one a wait is for (the runtime logs "SyncTask: reportStmId=0
 * waitStmId=1", src/runtime/core/src/engine/hwts/direct_hwts_engine.cc) and
 * the wait never ends. */
void aclcts_need_waits_across_streams(aclcts_t *t)
{
    skip_over_platform(t, "rtStreamSynchronize", "Ascend310P3",
                       "a wait with tasks on two streams never ends there: its driver stand-in (the dc unit tests') "
                       "reports the other stream's task");
}
