#include "textflag.h"

// func prefetch(e *ttSlot)
TEXT ·prefetch(SB), NOSPLIT|NOFRAME, $0-8
	MOVQ e+0(FP), AX
	PREFETCHT0 (AX)
	RET
