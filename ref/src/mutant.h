/* Hook for single-rule faults (mutation testing of the conformance suite).
 *
 * A mutant is a small, realistic bug written next to the rule it breaks:
 *     if (ACLREF_MUTANT_IS(3)) { ... the wrong behaviour ... }
 *     x = ACLREF_MUTANT_IS(7) ? wrong : right;
 * `grep -rn ACLREF_MUTANT_IS ref/src` lists them all; ref/mutants.json
 * names each one's family, rule and bug. The suite must kill every one
 * (scripts/selftest.sh).
 *
 * Two ways to select N:
 * - compile time: ACLREF_MUTANT=N (CMake cache ACLREF_MUTANT, default 0).
 *   With 0 every ACLREF_MUTANT_IS(n) is the constant 0 and the compiler
 *   drops the mutant code: build/lib/libascendcl.so has none of it.
 * - run time: the library built with ACLREF_MUTANT_RUNTIME
 *   (build/lib/mutants/libascendcl.so, CMake option ACLREF_MUTANTS) reads
 *   the environment variable ACLREF_MUTANT once, so one build serves every
 *   mutant. Unset, empty or not a number means 0 (no fault). */
#ifndef ACLREF_MUTANT_H_
#define ACLREF_MUTANT_H_

#ifdef ACLREF_MUTANT_RUNTIME

/* The mutant selected by the environment, read at the first call. */
int aclref_mutant_selected(void);
#define ACLREF_MUTANT_IS(n) (aclref_mutant_selected() == (n))

#else

#ifndef ACLREF_MUTANT
#define ACLREF_MUTANT 0
#endif
#define ACLREF_MUTANT_IS(n) (ACLREF_MUTANT == (n))

#endif /* ACLREF_MUTANT_RUNTIME */

#endif /* ACLREF_MUTANT_H_ */
