/* The dump stand-in's hook into the spy's load and reset (lower_adx.c). */
#ifndef ACLCTS_SB_DUMP_INTERNAL_H_
#define ACLCTS_SB_DUMP_INTERNAL_H_

/* Rebuilds the dump layer model's state as adump's load does, from the
 * environment and the SoC set now. Caller holds the spy's lock. */
void sb_dump_reset_locked(void);

#endif
