/* INIT004 */
