export { backup, backedUpStreams, kvStream, type BackupOptions, type BackupResult } from './backup.js';
export { restore, type RestoredStream, type RestoreOptions } from './restore.js';
export { BACKUP_FORMAT, BACKUP_VERSION, MANIFEST_FILE, parseManifest, type BackupManifest, type StreamBackup } from './backup-format.js';
export { replayProjections, type ReplayedConsumer } from './replay.js';
