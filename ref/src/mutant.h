/* Hook for single-rule faults (mutation testing of the conformance suite).
 * The build passes ACLREF_MUTANT=N (CMake cache ACLREF_MUTANT, default 0 =
 * no fault). A mutant is written next to the rule it breaks as
 *     if (ACLREF_MUTANT_IS(3)) { ... the wrong behaviour ... }
 * so that `grep -rn ACLREF_MUTANT_IS ref/src` lists them all. None exist yet. */
#ifndef ACLREF_MUTANT_H_
#define ACLREF_MUTANT_H_

#ifndef ACLREF_MUTANT
#define ACLREF_MUTANT 0
#endif

#define ACLREF_MUTANT_IS(n) (ACLREF_MUTANT == (n))

#endif /* ACLREF_MUTANT_H_ */
