/* An interrupted run (interrupt.c). */
#ifndef ACLCTS_INTERRUPT_H_
#define ACLCTS_INTERRUPT_H_

#ifdef __cplusplus
extern "C" {
#endif

/* SIGINT, SIGTERM and SIGHUP: the first asks the run to stop, the second
 * stops it at once (see interrupt.c). */
void aclcts_interrupt_install(void);
/* From now on (1) a wait of the scheduler returns once a signal came. */
void aclcts_interrupt_arm(int on);
/* The first signal that came, 0 while none did. */
int aclcts_interrupted(void);
/* 1 when armed and a signal came: every wait of the run returns. */
int aclcts_interrupt_stops_waits(void);
/* 128 + the signal: 130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP. */
int aclcts_interrupt_exit_code(void);
/* "SIGINT", "SIGTERM", "SIGHUP". */
const char *aclcts_signal_name(int sig);
/* A working directory a second signal removes (on 1), or no longer (0). */
void aclcts_interrupt_track_dir(const char *dir, int on);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_INTERRUPT_H_ */
