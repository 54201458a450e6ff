/* The spy's dump stand-in beyond the lower-layer symbols: what the dump layer
 * model (lower/adump/) decided and the state adump keeps, read and steered
 * by aclcts_sb_dump_decision, aclcts_sb_dump_state and aclcts_sb_dump_fail:
 * rows of include/spy/spy_control.def, where each one's contract is written,
 * declared by aclcts_southbound.h. Cases call them through their typed table
 * (t->spy->dump_decision, ...; ACLCTS_SPY in conformance/include/aclcts/case.h).
 *
 * Adx::AdumpSetDumpConfig runs the model unless a fault is injected for it
 * (an injected code wins and the model is not consulted). The model's state
 * (exception dump and kernel DFX enabled from the environment, the dump
 * server's reference count) is rebuilt when the spy loads and by
 * aclcts_sb_reset, from the environment at that moment (ASCEND_DUMP_SCENE,
 * NPU_COLLECT_PATH, ASCEND_DUMP_PATH, ASCEND_WORK_PATH) and the SoC then set.
 *
 * Texts are "key=value" pairs separated by single spaces; "-" marks an absent
 * value; a value with a space, a quote or other unusual bytes is a JSON
 * string literal. Decision keys, in order:
 *   result report item type mode need_dump ignored path path_source
 *   dump_mode dump_level dump_switch dump_data dump_stats dump_op_switch
 *   dump_debug dump_scene dump_step kernel_data kernel_dfx_new
 *   <state keys> reason
 * State keys: exception exception_source exception_path operator overflow
 *   kernel_dfx kernel_dfx_path op_timeout_raised platform server
 * An injected fault gives "result=<code> injected=1". */
#ifndef ACLCTS_SB_DUMP_H_
#define ACLCTS_SB_DUMP_H_

#include "aclcts_southbound.h"

#endif /* ACLCTS_SB_DUMP_H_ */
