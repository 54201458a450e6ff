/* One run per output directory (outlock.c). */
#ifndef ACLCTS_OUTLOCK_H_
#define ACLCTS_OUTLOCK_H_

#ifdef __cplusplus
extern "C" {
#endif

/* Takes the lock of DIR (created when missing) for the life of the process:
 * 0, or -1 after printing, as `who`, why not (another run holds it: its pid). */
int aclcts_out_lock(const char *who, const char *dir);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_OUTLOCK_H_ */
