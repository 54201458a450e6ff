/* The two halves every lower-layer function goes through: the outcome is
 * decided (and the call counted for @N faults) before any side effect, and the
 * call is recorded once its arguments are rendered; a failing runtime call
 * also leaves its code as the thread's last error (sb_last_error.c). */
#include "sb_internal.h"

int sb_call_begin(enum sb_sym s)
{
    sb_lock();
    int code = sb_fault_take_locked(s);
    sb_unlock();
    return code;
}

static void call_end(enum sb_sym s, sb_text *args, int ret, int direct)
{
    sb_lock();
    sb_trace_append_locked(s, args, ret, sb_echo_enabled_locked());
    sb_unlock();
    sb_last_error_note(s, ret, direct); /* thread-local: no lock */
}

void sb_call_end(enum sb_sym s, sb_text *args, int ret) { call_end(s, args, ret, 0); }

void sb_call_end_direct(enum sb_sym s, sb_text *args, int ret) { call_end(s, args, ret, 1); }
