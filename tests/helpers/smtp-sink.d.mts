export interface SunkMessage {
  from: string;
  to: string[];
  /** The message as sent (headers, a blank line, the body), its lines' leading dots unstuffed. */
  data: string;
}
export declare function startSmtpSink(options: {
  onMessage: (message: SunkMessage) => void;
  refuse?: (address: string) => boolean;
}): Promise<{ port: number; close: () => Promise<void> }>;
