import { logLevelField, portField } from '@estate/runtime';
import { Type } from 'typebox';

export const GatewayConfig = Type.Object({
  PORT: portField({ default: 8080 }),
  HOST: Type.String({ default: '127.0.0.1', minLength: 1 }),
  DATA_DIR: Type.String({ default: '.data', minLength: 1 }),
  LOG_LEVEL: logLevelField({ default: 'info' }),
  BODY_LIMIT_BYTES: Type.Integer({ default: 256 * 1024, minimum: 1024, maximum: 16 * 1024 * 1024 }),
});
