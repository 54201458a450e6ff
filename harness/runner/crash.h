/* The child's crash report (crash.c): the ACL call and the stack of a crash. */
#ifndef ACLCTS_CRASH_H_
#define ACLCTS_CRASH_H_

#ifdef __cplusplus
extern "C" {
#endif

/* From now on a crash signal of this process first sends, on rfd, the call
 * the crashing thread was in (a phase record) and its stack (a text record),
 * then ends the process by that signal. A process forked after it inherits
 * it (the handler, its stack, rfd): installing it again there does nothing. */
void aclcts_crash_handler_install(int rfd);

/* Loads the unwinder the handler's backtrace needs (libgcc_s, dlopened by
 * glibc's first backtrace, which may allocate). The handler's install does it
 * when this process has not: a fork-server worker does it once, before its
 * first fork, and its children inherit it. */
void aclcts_crash_prepare(void);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_CRASH_H_ */
