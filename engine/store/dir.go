package store

import (
	"fmt"
	"os"
	"path/filepath"
)

// AppDirName is the folder under the user config directory.
const AppDirName = "gomoku"

// Dir returns the folder the game keeps its files in: override when it is not
// empty (the --config-dir flag), else os.UserConfigDir()/gomoku. The folder is
// not created here; writes create it when they need it.
func Dir(override string) (string, error) {
	if override != "" {
		return filepath.Clean(override), nil
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("store: no user config directory: %w", err)
	}
	return filepath.Join(base, AppDirName), nil
}
