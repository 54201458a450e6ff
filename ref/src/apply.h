/* The stages of aclInit and aclFinalize that act through the lower layers
 * (the southbound). Each returns an ACL code. */
#ifndef ACLREF_APPLY_H_
#define ACLREF_APPLY_H_

#include "acl/acl_rt.h"
#include "config.h"
#include "state.h"

aclError apply_dump_handoff(aclref_state *state, const char *path, const config_text *text);
aclError apply_stack_sizes(config_source *source);
aclError apply_default_device(aclref_state *state, json_span root);
aclError apply_printf_fifo_sizes(config_source *source);
aclError apply_event_mode(json_span root);
aclError apply_profiling(json_span root, bool has_path);
aclError apply_soc_probe(aclref_state *state);
/* The probe under it and under aclrtGetSocName: rtGetSocVersion's code;
 * state->soc_name holds the name once it succeeds (soc.c). */
int32_t soc_probe(aclref_state *state);
aclError apply_fill_func_register(void);
aclError apply_fill_func_unregister(void);

/* Callback dispatch (CB003..CB006, CB008): runs every callback of `type` in
 * registration order; the first non-zero code stops and is returned. */
aclError callbacks_notify_init(aclRegisterCallbackType type, const aclref_bytes *config);
aclError callbacks_notify_finalize(aclRegisterCallbackType type);

/* FIN003: the deinit sequence shared by aclFinalize and aclFinalizeReference. */
aclError finalize_deinit(aclref_state *state);

#endif /* ACLREF_APPLY_H_ */
