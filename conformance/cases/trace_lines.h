/* The southbound trace vocabulary of every family: one constant per line the
 * product's lifecycle makes (lines as aclcts_southbound.h prints them), and the
 * sequences its fresh init (INIT002) and deinit (FIN003) make of them.
 * rtGetSocVersion appears only at the first successful probe of the process
 * (INIT008), so a re-init after a finalize has no SoC line. */
#ifndef ACLCTS_TRACE_LINES_H_
#define ACLCTS_TRACE_LINES_H_

/* ---- aclInit steps ---- */
#define TR_ERRMGR_FMT "error_message::ErrMgrInit(%d)=0\n" /* the err_msg_mode decision */
#define TR_ERRMGR0 "error_message::ErrMgrInit(0)=0\n"
#define TR_DLOG_INIT "DlogReportInitialize()=0\n"
#define TR_DUMP_INIT "AdxDataDumpServerInit()=0\n"
#define TR_DEV0 "rtSetDefaultDeviceId(0)=0\n"
#define TR_PROF_REG "MsprofRegisterCallback(48,ptr)=0\n"
#define TR_PROF_DYNA "MsprofInit(255,NULL,0)=0\n" /* no `profiler` key, no PROFILER_SAMPLECONFIG */
#define TR_PROF_INIT TR_PROF_REG TR_PROF_DYNA
#define TR_SOC "rtGetSocVersion(ptr,128)=0\n"
#define TR_FILL "rtRegKernelLaunchFillFunc(\"g_opSystemRunCfg\",ptr)=0\n"

/* The first two lines of every fresh init (err_msg_mode absent: mode 0). */
#define TR_LOG_HEAD TR_ERRMGR0 TR_DLOG_INIT
/* Everything after the key steps of a successful first init without a
 * `profiler` key. */
#define TR_INIT_TAIL TR_PROF_INIT TR_SOC TR_FILL

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

#endif /* ACLCTS_TRACE_LINES_H_ */
