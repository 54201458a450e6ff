/* The runtime model (lower/runtime/) as an rtd_api (rt_model_api.c). */
#ifndef ACLCTS_FUZZ_RT_MODEL_API_H_
#define ACLCTS_FUZZ_RT_MODEL_API_H_

#include "rt_seq.h"

/* The model in a fresh process-wide state; its per-thread current context
 * and last error are fresh on every thread rtd_run starts. */
const rtd_api *rtd_model_fresh(void);

/* rtd_filter over the model's state: the known hazards of the product's
 * runtime (enum rtd_hazard) that call c would run into. */
int rtd_model_hazard(const rtd_call *c, void *handle_b, void *handle_a);

#endif
