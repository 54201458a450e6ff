/* Shared expectations of the lifecycle-end cases (FIN, REF, CB, THR, ERRMSG,
 * IPV): the southbound lines a product-conforming build produces, two small
 * config files, and a callback action that records where in the southbound
 * trace a callback ran.
 *
 * Trace lines follow aclcts_southbound.h. rtGetSocVersion appears only at the
 * first successful probe of the process (INIT008), so a re-init after a
 * finalize has no SoC line. */
#ifndef ACLCTS_FIN_COMMON_H_
#define ACLCTS_FIN_COMMON_H_

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "aclcts/case.h"

/* ---- aclInit steps ---- */
#define TR_ERRMGR0 "error_message::ErrMgrInit(0)=0\n"
#define TR_DLOG_INIT "DlogReportInitialize()=0\n"
#define TR_DUMP_INIT "AdxDataDumpServerInit()=0\n"
#define TR_DEV0 "rtSetDefaultDeviceId(0)=0\n"
#define TR_PROF_INIT "MsprofRegisterCallback(48,ptr)=0\nMsprofInit(255,NULL,0)=0\n"
#define TR_SOC "rtGetSocVersion(ptr,128)=0\n"
#define TR_FILL "rtRegKernelLaunchFillFunc(\"g_opSystemRunCfg\",ptr)=0\n"

/* aclInit(NULL) on a fresh process, and again after a finalize. */
#define TR_INIT_NULL TR_ERRMGR0 TR_DLOG_INIT TR_PROF_INIT TR_SOC TR_FILL
#define TR_REINIT_NULL TR_ERRMGR0 TR_DLOG_INIT TR_PROF_INIT TR_FILL

/* ---- deinit steps (FIN003) ---- */
#define TR_DLOG_FIN "DlogReportFinalize()=0\n"
#define TR_PROF_FIN "MsprofFinalize()=0\n"
#define TR_DUMP_UNINIT "AdxDataDumpServerUnInit()=0\n"
#define TR_UNFILL "rtUnRegKernelLaunchFillFunc(\"g_opSystemRunCfg\")=0\n"
#define TR_NODEV "rtSetDefaultDeviceId(-1)=0\n"

/* Deinit with neither flag, with the dump flag, with both flags. */
#define TR_DEINIT TR_DLOG_FIN TR_PROF_FIN TR_UNFILL
#define TR_DEINIT_DUMP TR_DLOG_FIN TR_PROF_FIN TR_DUMP_UNINIT TR_UNFILL
#define TR_DEINIT_DUMP_DEV TR_DLOG_FIN TR_PROF_FIN TR_DUMP_UNINIT TR_UNFILL TR_NODEV

/* A config that sets default device 0: starts the dump server (any non-empty
 * config does) and sets both sticky flags of FIN008. */
#define FIN_DEV0_JSON "{\"defaultDevice\":{\"default_device\":\"0\"}}"

static inline const char *fin_dev0_file(aclcts_t *t)
{
    return aclcts_file(t, "dev0.json", FIN_DEV0_JSON);
}

/* `{}`: non-empty, so it starts the dump server, but sets no default device. */
static inline const char *fin_braces_file(aclcts_t *t)
{
    return aclcts_file(t, "braces.json", "{}");
}

/* Expected trace of a fresh aclInit(path) whose content is `len` bytes and
 * sets no key but optionally default device 0; `soc` says whether this is the
 * process's first SoC probe. Returns buf. */
static inline const char *fin_init_file_trace(char *buf, size_t cap, const char *path, size_t len, int dev0,
                                              int soc)
{
    snprintf(buf, cap, "%s%s%sAdx::AdumpSetDumpConfig(\"%s\",%zu)=0\n%s%s%s%s", TR_ERRMGR0, TR_DLOG_INIT,
             TR_DUMP_INIT, path, len, dev0 ? TR_DEV0 : "", TR_PROF_INIT, soc ? TR_SOC : "", TR_FILL);
    return buf;
}

/* ---- where a callback ran ----
 * A slot whose action is fin_note_position stores the spy's call count at the
 * moment the callback ran into slot->user, so a test can say "MODEL ran after
 * the second southbound call". Callbacks never appear in the trace itself. */
static const aclcts_spy *fin_position_spy __attribute__((unused));

static inline void fin_note_position(aclcts_cb *self)
{
    self->user = (void *)(uintptr_t)(fin_position_spy ? fin_position_spy->count() : 0);
}

static inline size_t fin_position(const aclcts_cb *slot)
{
    return (size_t)(uintptr_t)slot->user;
}

/* Arms fin_note_position for this case (skips without the spy). */
static inline void fin_track_positions(aclcts_t *t)
{
    aclcts_require_trace(t);
    fin_position_spy = t->spy;
}

/* The spy, for cases that steer it directly (skips without it). */
static inline const aclcts_spy *fin_spy(aclcts_t *t)
{
    aclcts_require_trace(t);
    return t->spy;
}

/* True when the text `s` ends with `suffix`. */
static inline int fin_ends_with(const char *s, const char *suffix)
{
    if (!s || !suffix)
        return 0;
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && memcmp(s + n - k, suffix, k) == 0;
}

#endif /* ACLCTS_FIN_COMMON_H_ */
