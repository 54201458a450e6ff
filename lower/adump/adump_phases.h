/* The three phases of DumpConfigConverter's checks, in the product's order;
 * each returns 1 when its checks pass and 0 after recording the first failure
 * (adump_check.h). */
#ifndef ACLCTS_LOWER_ADUMP_PHASES_H_
#define ACLCTS_LOWER_ADUMP_PHASES_H_

#include "adump/adump_check.h"

/* CheckDumpFieldTypes: member types (DUMP004, DUMP005), adump_types.c. */
int adc_check_types(adc_ctx *c);
/* CheckDumpFieldValues: values (DUMP006-DUMP009), adump_values.c. */
int adc_check_values(adc_ctx *c);
/* CheckDumpConstraints: constraints by mode (DUMP010-DUMP019), adump_constraints.c. */
int adc_check_constraints(adc_ctx *c);

#endif
