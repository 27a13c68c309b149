#include "textflag.h"

// func prefetch(e *ttSlot)
TEXT ·prefetch(SB), NOSPLIT|NOFRAME, $0-8
	MOVD e+0(FP), R0
	PRFM (R0), PLDL1KEEP
	RET
