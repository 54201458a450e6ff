/* INIT001: the implementation tag. Not tags: XINIT002, INIT002X, INIT0021, INIT002_x. */
